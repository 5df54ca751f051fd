import { hasFlag, type Language, type VipInfo } from '@lotto/contract';
import type { Merchant } from '../../plugins/merchant.js';
import { presentRankProgress } from './rank.presenter.js';
import { playerRank, type RankReads } from './rank.service.js';

/**
 * MCSFE_getPlayerRankProgress for a real member: the VIP fields of spec 2 §3 computed from the
 * member's turnover and deposits against the merchant's rank table. The member info's level label
 * (the info bar's) is read from the same answer.
 */
export async function playerRankProgress(app: RankReads, merchant: Merchant, customerId: number, language: Language): Promise<VipInfo> {
  const { position } = await playerRank(app, merchant.code, customerId);
  // The upgrade bonus is a reward-centre promotion (spec 2 §6, §9 UPGRADE_BONUS -> playerRank).
  return presentRankProgress(position, language, hasFlag(merchant.flags, 'REWCEN3'));
}
