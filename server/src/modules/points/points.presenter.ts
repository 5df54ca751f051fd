import { minorToMajor, type Language, type MemberTransaction, type PointConfig, type PointReward, type RedemptionRecord } from '@lotto/contract';
import type { PointRedemptionRow, PointRewardRow, PointSettingsRow, PointTransactionRow } from '../../db/schema/index.js';
import { pointTxNames } from './point-tx-types.js';
import { REWARD_ART_VIEWS, rewardArtUrl } from './reward-art.js';

/** Centipoints to points (2 decimals, like money): the same exact conversion. */
export const cpToPoints = (cp: bigint): number => minorToMajor(cp);

/** A text in the asked language, else the merchant's default, else English, else any. */
export function pickText(texts: Partial<Record<Language, string>>, lang: Language, fallback: Language): string {
  return texts[lang] ?? texts[fallback] ?? texts.EN ?? Object.values(texts)[0] ?? '';
}

const bpToFraction = (bp: number): number => bp / 10_000;

/** spec 2 §3 "Point config": rates as fractions (the site shows them as percent with 2 decimals). */
export function presentConfig(s: Omit<PointSettingsRow, 'merchantCode' | 'updatedAt'>): PointConfig {
  return {
    pointExchangeRate: cpToPoints(s.exchangeRateCp),
    liveBet: bpToFraction(s.liveBetBp),
    lottoBet: bpToFraction(s.lottoBetBp),
    pvpBet: bpToFraction(s.pvpBetBp),
    rngBet: bpToFraction(s.rngBetBp),
    sportBet: bpToFraction(s.sportBetBp),
    deposit: bpToFraction(s.depositBp),
  };
}

/** spec 2 §3 "Points reward (commodity)". */
export function presentReward(r: PointRewardRow, lang: Language, fallback: Language): PointReward {
  const views = Array.from({ length: REWARD_ART_VIEWS }, (_, i) => rewardArtUrl(r.merchantCode, r.code, i));
  const mixed = r.mpPointCp !== null && r.mpMoneyMinor !== null;
  return {
    id: String(r.id),
    name: pickText(r.names, lang, fallback),
    chineseName: r.names.CN ?? null,
    type: r.type,
    price: r.priceCp === null ? null : cpToPoints(r.priceCp),
    inventory: r.inventory,
    adjustedCount: r.redeemedCount,
    mpPointAmount: r.mpPointCp === null ? null : cpToPoints(r.mpPointCp),
    mpMoneyAmount: r.mpMoneyMinor === null ? null : minorToMajor(r.mpMoneyMinor),
    displayPointMoneyAmt: mixed ? 'Y' : 'N',
    description: pickText(r.descriptions, lang, fallback),
    imageLink: views[0] ?? null,
    merchandiseImages: views.map((imageUrl, i) => ({ type: i === 0 ? ('M' as const) : ('S' as const), imageUrl })),
  };
}

/** spec 2 §3 "Redemption record". */
export function presentRedemption(row: PointRedemptionRow, reward: PointRewardRow, lang: Language, fallback: Language): RedemptionRecord {
  return {
    id: String(row.id),
    dateRequested: row.createdAt.getTime(),
    type: reward.type,
    name: pickText(reward.names, lang, fallback),
    quantity: row.quantity,
    requiredPoint: cpToPoints(row.requiredCp),
    requiredMoney: minorToMajor(row.requiredMoneyMinor),
    status: row.status as RedemptionRecord['status'],
  };
}

/** spec 2 §3 "Points transaction". */
export function presentTransaction(row: PointTransactionRow): MemberTransaction {
  return {
    txId: String(row.id),
    txTimeInTimestamp: row.createdAt.getTime(),
    amount: cpToPoints(row.amountCp),
    currentAvailBalance: cpToPoints(row.balanceAfterCp),
    ...pointTxNames(row.txTypeId),
  };
}

export const pageOf = <T>(content: T[], page: number, size: number, total: number) => ({
  content,
  pageNum: page,
  pageSize: size,
  totalPages: Math.ceil(total / size),
  total,
});
