/**
 * The raffle tip's states (spec 2 §4 "Raffle tip"): it counts down to the window's start with the
 * claim button off, then enables the button and counts down to the due time, and is gone after it.
 * A claim (done, or refused) closes it.
 */
export type RaffleTipState =
  | { phase: 'waiting'; remainingMs: number }
  | { phase: 'open'; remainingMs: number }
  | { phase: 'gone' };

export function raffleTipState(now: number, startTime: number, dueTime: number, closed: boolean): RaffleTipState {
  if (closed || now >= dueTime) return { phase: 'gone' };
  if (now < startTime) return { phase: 'waiting', remainingMs: startTime - now };
  return { phase: 'open', remainingMs: dueTime - now };
}
