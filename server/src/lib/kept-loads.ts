import { LRUCache } from 'lru-cache';

/** At most `max` values, or values whose sizes (given with each load) sum to at most `maxSize`. */
export type KeptLoadsOptions = { ttlMs: number } & ({ max: number } | { maxSize: number });

export interface KeptLoads<K extends string | number, V extends object> {
  /**
   * The kept value of `key`, else `load`'s, kept for the TTL (null and undefined are answered, never
   * kept). Callers that miss together share one load; `size` counts the value against `maxSize`.
   */
  get<R extends V | null | undefined>(key: K, load: () => Promise<R>, size?: (value: NonNullable<R>) => number): Promise<R>;
  /** Drops the kept values that `match` picks (every one without it), and forgets the loads under way. */
  drop(match?: (key: K, value: V) => boolean): void;
}

/**
 * Values read from the database and kept in this process until their time or a drop. A load that was
 * under way when something was dropped is answered to its callers but not kept: it may have read
 * what the drop was about.
 */
export function keptLoads<K extends string | number, V extends object>(opts: KeptLoadsOptions): KeptLoads<K, V> {
  const sized = 'maxSize' in opts;
  const kept = new LRUCache<K, V>({ ttl: opts.ttlMs, ...(sized ? { maxSize: opts.maxSize } : { max: opts.max }) });
  const loading = new Map<K, Promise<unknown>>();
  let drops = 0;
  return {
    get<R extends V | null | undefined>(key: K, load: () => Promise<R>, size?: (value: NonNullable<R>) => number): Promise<R> {
      const hit = kept.get(key) ?? loading.get(key);
      if (hit) return Promise.resolve(hit as R | Promise<R>);
      const started = drops;
      const pending = load()
        .then((value) => {
          if (value !== null && value !== undefined && drops === started) kept.set(key, value, sized ? { size: Math.max(1, size?.(value) ?? 1) } : undefined);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
      loading.set(key, pending);
      return pending;
    },
    drop(match) {
      drops++;
      if (!match) kept.clear();
      else for (const [key, value] of kept.entries()) if (match(key, value)) kept.delete(key);
      loading.clear();
    },
  };
}

/** Its functions use no `this`: they may be handed on as they are. */
export interface KeptByGroup<V extends object> {
  /** The kept value of a group's `key`, else `load`'s (as `KeptLoads.get`). */
  get: <R extends V | null | undefined>(group: string, key: string, load: () => Promise<R>, size?: (value: NonNullable<R>) => number) => Promise<R>;
  /** Drops a group's kept values (every group's without one): a writer of what they were read from calls it. */
  forget: (group?: string) => void;
}

/**
 * Kept loads under a group that goes together: a merchant's (catalogue pages, lottery games, winner
 * boards) or a lottery game's (the issues of its current slot).
 */
export function keptByGroup<V extends object>(opts: KeptLoadsOptions): KeptByGroup<V> {
  const kept = keptLoads<string, V>(opts);
  const prefixOf = (group: string) => `${group}\u0000`;
  return {
    get: (group, key, load, size) => kept.get(`${prefixOf(group)}${key}`, load, size),
    forget: (group) => kept.drop(group === undefined ? undefined : (key) => key.startsWith(prefixOf(group))),
  };
}
