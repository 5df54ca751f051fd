import { serverNow } from '../../../lib/api-client';
import type { ReplyAnchor } from '../model/countdown';

/** A reply with the moment it arrived on the server clock and its round trip (spec 3: countdown correction). */
export interface Timed<T> {
  data: T;
  anchor: ReplyAnchor;
}

export async function timed<T>(call: () => Promise<T>): Promise<Timed<T>> {
  const sent = Date.now();
  const data = await call();
  const received = Date.now();
  // serverNow() already includes the offset this very reply measured (lib/server-clock)
  return { data, anchor: { receivedAt: serverNow(), roundTripMs: received - sent } };
}
