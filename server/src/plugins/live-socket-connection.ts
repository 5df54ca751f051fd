import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode, ServerFrame } from '@lotto/contract';
import type { Grant } from './live-socket-auth.js';

// A site subscribes to two topics (its user and its merchant's settings); a shared device may add a couple.
export const MAX_SUBSCRIPTIONS = 4;
// Client frames are small JSON (subscribe, unsubscribe, ping); anything bigger is not ours.
export const MAX_FRAME_BYTES = 4 * 1024;
// A client sends a handful of frames per connection plus a ping every ~25 s.
const FRAME_WINDOW_MS = 10_000;
const MAX_FRAMES_PER_WINDOW = 30;
// A reader this far behind is not reading: drop it rather than hold its events in memory.
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const CLOSE_POLICY = 1008;

/** One open socket: its merchant, its granted topics and its liveness. */
export class LiveConnection {
  /** Fixed by the first granted subscription. */
  merchant: string | null = null;
  readonly grants = new Map<string, Grant>();
  /** Cleared at each heartbeat, set again by a pong or any frame. */
  alive = true;
  closed = false;
  readonly openedAt = Date.now();
  /** Frames are handled one at a time, in order (a subscribe awaits the session lookup). */
  queue: Promise<void> = Promise.resolve();
  private windowStart = Date.now();
  private frames = 0;

  constructor(
    readonly socket: WebSocket,
    /** The upgrade request: the session resolver reads the caller's address from it. */
    readonly request: FastifyRequest,
  ) {}

  /** Counts a frame; false once the client sends faster than any well-behaved site does. */
  withinRate(now = Date.now()): boolean {
    if (now - this.windowStart > FRAME_WINDOW_MS) {
      this.windowStart = now;
      this.frames = 0;
    }
    return ++this.frames <= MAX_FRAMES_PER_WINDOW;
  }

  send(frame: ServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  /** Sends an already serialised frame (one event goes to many sockets). */
  sendText(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  error(errorCode: ErrorCode, message: string, topic?: string): void {
    this.send({ kind: 'error', errorCode, message, ...(topic === undefined ? {} : { topic }) });
  }
}
