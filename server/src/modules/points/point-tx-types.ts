/**
 * Point transaction types (ODSFE2_MemTransDet rows; the ids are ours, spec 2 §7 names only 9203,
 * which the site excludes): 91xx credit points, 92xx take them. nameCn and nameEn are what the
 * reply carries (spec 2 §3 "Points transaction"); the site shows them by its language.
 */
export const POINT_TX = {
  lotteryTurnover: { id: 9101, nameEn: 'Lottery turnover points', nameCn: '彩票投注积分' },
  gameTurnover: { id: 9102, nameEn: 'Game turnover points', nameCn: '游戏投注积分' },
  deposit: { id: 9103, nameEn: 'Deposit points', nameCn: '存款积分' },
  bonus: { id: 9104, nameEn: 'Bonus points', nameCn: '奖励积分' },
  conversion: { id: 9105, nameEn: 'Converted from balance', nameCn: '余额兑换积分' },
  redemption: { id: 9201, nameEn: 'Reward redemption', nameCn: '积分兑换奖品' },
  /** Internal balance corrections; the site leaves them out (excludeTxTypeIds 9203, spec 2 §7). */
  correction: { id: 9203, nameEn: 'Balance correction', nameCn: '积分调整' },
} as const;

export type PointTxKind = keyof typeof POINT_TX;

const BY_ID = new Map<number, (typeof POINT_TX)[PointTxKind]>(Object.values(POINT_TX).map((t) => [t.id, t]));

export const pointTxNames = (id: number): { nameEn: string; nameCn: string } =>
  BY_ID.get(id) ?? { nameEn: `Points (${id})`, nameCn: `积分 (${id})` };
