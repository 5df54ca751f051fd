/**
 * A job that runs every `periodMs` in this process: setInterval, unref'd so it never keeps the
 * process alive; a run never overlaps another (a tick while one is in progress is skipped, a
 * direct run waits for it); stop() clears the timer and waits for the run in progress.
 */
export interface PeriodicJob<A, T> {
  /** One run now, after the run in progress (if any). */
  runOnce(arg?: A): Promise<T>;
  /** Starts the timer (again a no-op while running); `immediately` also runs once at once. */
  start(opts?: { immediately?: boolean }): void;
  stop(): Promise<void>;
  readonly running: boolean;
}

export function createPeriodicJob<A, T>(run: (arg?: A) => Promise<T>, periodMs: number, onError: (e: unknown) => void): PeriodicJob<A, T> {
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<T> | null = null;
  const job: PeriodicJob<A, T> = {
    async runOnce(arg) {
      while (inFlight) await inFlight.catch(() => undefined);
      // Set before the first await, so a stop() right after start() waits for this run.
      const p = run(arg);
      inFlight = p;
      try {
        return await p;
      } finally {
        inFlight = null;
      }
    },
    start(opts) {
      if (timer) return;
      const tick = () => {
        if (inFlight) return;
        job.runOnce().catch(onError);
      };
      if (opts?.immediately) tick();
      timer = setInterval(tick, periodMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (inFlight) await inFlight.catch(() => undefined);
    },
    get running() {
      return timer !== null;
    },
  };
  return job;
}
