import { minorToMajor, userTopic, type LiveEventOf } from '@lotto/contract';
import type { SettledBatch } from './engine.js';

/**
 * The live event of a settled batch, on the player's own topic: the site refreshes the balance
 * (debounced) instead of polling for the draw.
 */
export function lotterySettledEvent(batch: SettledBatch): { topic: string; event: LiveEventOf<'LOTTERY_SETTLED'> } {
  return {
    topic: userTopic(String(batch.customerId)),
    event: {
      type: 'LOTTERY_SETTLED',
      data: { gameCode: batch.gameCode, numero: batch.numero, bets: batch.bets, payout: minorToMajor(batch.payoutMinor) },
    },
  };
}
