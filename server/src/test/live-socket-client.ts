import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { SOCKET_PATH, serverFrameSchema, type ClientFrame, type ServerFrame, type SubscribeFrame } from '@lotto/contract';

/** Starts the app on a random local port (once) and answers its socket URL. */
export async function socketUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${SOCKET_PATH}`;
}

/**
 * A real WebSocket client for tests: frames are kept in arrival order and read with `next`.
 * `autoPong: false` stands for a peer that stopped answering (a sleeping laptop).
 */
export class LiveTestClient {
  readonly frames: ServerFrame[] = [];
  closed: { code: number; reason: string } | null = null;
  /** A frame outside the contract: the next read fails with it rather than the listener throwing. */
  private broken: Error | null = null;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      let parsed: ReturnType<typeof serverFrameSchema.safeParse> | null = null;
      try {
        parsed = serverFrameSchema.safeParse(JSON.parse(text));
      } catch {
        // not JSON: reported below
      }
      if (parsed?.success) this.frames.push(parsed.data);
      else this.broken ??= new Error(`the server sent a frame outside the contract: ${text.slice(0, 200)}`);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString('utf8') };
      this.wake();
    });
  }

  static async open(url: string, opts: { autoPong?: boolean } = {}): Promise<LiveTestClient> {
    const ws = new WebSocket(url, { autoPong: opts.autoPong ?? true });
    const client = new LiveTestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(frame: ClientFrame | string | Buffer): void {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** Subscribes and expects the grant (fails the test on any other answer). */
  async subscribe(frame: Omit<SubscribeFrame, 'action'>): Promise<void> {
    this.send({ action: 'subscribe', ...frame });
    const answer = await this.next();
    if (answer.kind !== 'subscribed' || answer.topic !== frame.topic) {
      throw new Error(`expected a grant of ${frame.topic}, got ${JSON.stringify(answer)}`);
    }
  }

  /** Takes the oldest frame not read yet (waiting for it); fails after the timeout. */
  async next(timeoutMs = 5_000): Promise<ServerFrame> {
    await this.until(() => this.frames.length > 0 || this.closed !== null || this.broken !== null, timeoutMs, 'a frame');
    if (this.broken) throw this.broken;
    const frame = this.frames.shift();
    if (!frame) throw new Error(`socket closed (${this.closed?.code ?? '?'}) while waiting for a frame`);
    return frame;
  }

  /** Every frame that arrives before the answer to a ping: frames are ordered, so this is "nothing else came". */
  async drain(timeoutMs = 5_000): Promise<ServerFrame[]> {
    this.send({ action: 'ping' });
    const seen: ServerFrame[] = [];
    for (;;) {
      const frame = await this.next(timeoutMs);
      if (frame.kind === 'pong') return seen;
      seen.push(frame);
    }
  }

  async waitClosed(timeoutMs = 5_000): Promise<{ code: number; reason: string }> {
    await this.until(() => this.closed !== null, timeoutMs, 'the socket to close');
    return this.closed as { code: number; reason: string };
  }

  close(): void {
    if (this.closed === null) this.ws.close();
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  private async until(ready: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
