import {
  minorToMajor,
  type Language,
  type LotteryBet,
  type LotteryDraw,
  type LotteryGame,
  type LotteryIssue,
  type LotteryMenuEntry,
  type OpenedIssue,
  type PopularLottery,
} from '@lotto/contract';
import type { LotteryBetRow, LotteryGameRow, LotteryIssueRow } from '../../db/schema/index.js';
import { isOnSale } from '../schedule.js';

/** A game's display name (spec 3: `remark`) in the caller's language, English, else its code. */
export const remarkOf = (g: LotteryGameRow, language: Language): string => g.names[language] ?? g.names.EN ?? g.gameCode;

export const presentGame = (g: LotteryGameRow, language: Language): LotteryGame => ({
  gameId: g.id,
  gameCode: g.gameCode,
  code: g.code,
  remark: remarkOf(g, language),
  gameGroupCode: g.groupCode,
  gameGroupId: g.groupId,
  defaultPlayType: g.defaultPlayType,
  webIconUrl: g.iconUrl,
});

export const presentPopular = (g: LotteryGameRow, language: Language): PopularLottery => ({
  gameId: g.id,
  gameCode: g.gameCode,
  remark: remarkOf(g, language),
  defaultPlayType: g.defaultPlayType,
  webIconUrl: g.iconUrl,
});

/** remainTime in ms until the draw, lockTime in s between lock and draw (spec 3 "Opened issues"). */
export const presentIssue = (i: LotteryIssueRow, nowMs: number): LotteryIssue => ({
  numero: i.numero,
  isSale: isOnSale(i, nowMs) && i.drawnAt === null,
  remainTime: Math.max(0, i.drawAt.getTime() - nowMs),
  lockTime: Math.round((i.drawAt.getTime() - i.locksAt.getTime()) / 1000),
});

export const presentOpened = (g: LotteryGameRow, i: LotteryIssueRow, language: Language, nowMs: number): OpenedIssue => {
  const issue = presentIssue(i, nowMs);
  return {
    gameCode: g.gameCode,
    gameId: g.id,
    remark: remarkOf(g, language),
    numero: issue.numero,
    remainTime: issue.remainTime,
    lockTime: issue.lockTime,
    defaultPlayType: g.defaultPlayType,
    gameGroupCode: g.groupCode,
    webIconUrl: g.iconUrl,
  };
};

export const presentDraw = (g: LotteryGameRow, i: LotteryIssueRow, language: Language): LotteryDraw => ({
  gameCode: g.gameCode,
  gameId: g.id,
  remark: remarkOf(g, language),
  numero: i.numero,
  winNo: i.winNo ?? '',
  drawTime: i.drawAt.getTime(),
});

const GROUP_NAMES: Record<string, Partial<Record<Language, string>>> = {
  SSC: { EN: '5D Lottery', CN: '时时彩', TW: '時時彩', HK: '時時彩', JA: '5Dロト', KO: '5D 로또', ID: 'Lotre 5D', ES: 'Lotería 5D', VI: 'Xổ số 5D', TA: '5D லாட்டரி', TH: 'หวย 5D' },
  '11X5': { EN: '11 Pick 5', CN: '11选5', TW: '11選5', HK: '11選5', JA: '11選5', KO: '11 중 5', ID: '11 Pilih 5', ES: '11 Elige 5', VI: '11 Chọn 5', TA: '11ல் 5', TH: '11 เลือก 5' },
  VN: { EN: 'Vietnam Lottery', CN: '越南彩', TW: '越南彩', HK: '越南彩', JA: 'ベトナムロト', KO: '베트남 복권', ID: 'Lotre Vietnam', ES: 'Lotería Vietnam', VI: 'Xổ số Việt Nam', TA: 'வியட்நாம் லாட்டரி', TH: 'หวยเวียดนาม' },
};

/** Menu entries (spec 2 §3): one per game group; each Thai group id (9, 10, 11) is its own entry. */
export function presentMenus(games: readonly LotteryGameRow[], language: Language): LotteryMenuEntry[] {
  const entries = new Map<string, LotteryMenuEntry>();
  for (const g of games) {
    const key = `${g.groupCode}:${g.groupId}`;
    let e = entries.get(key);
    if (!e) {
      const names = GROUP_NAMES[g.groupCode];
      e = {
        labelName: g.groupCode,
        displayName: names ? (names[language] ?? names.EN ?? g.groupCode) : remarkOf(g, language),
        gameGroupCode: g.groupCode,
        gameGroupId: g.groupId,
        gameMenus: [],
      };
      entries.set(key, e);
    }
    e.gameMenus.push({ code: g.gameCode, remark: remarkOf(g, language), gameId: g.id, defaultPlayType: g.defaultPlayType });
  }
  return [...entries.values()];
}

export const presentBet = (b: LotteryBetRow, i: LotteryIssueRow, g: LotteryGameRow): LotteryBet => ({
  betId: String(b.id),
  gameCode: g.gameCode,
  numero: i.numero,
  playCode: b.playCode,
  selection: b.selection,
  amount: minorToMajor(b.amountMinor),
  odds: b.oddsHundredths / 100,
  status: b.status,
  payout: b.payoutMinor === null ? null : minorToMajor(b.payoutMinor),
  winNo: i.winNo,
  createdAt: b.createdAt.getTime(),
});
