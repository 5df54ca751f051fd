import { and, eq, inArray } from 'drizzle-orm';
import {
  MISSION_LEADERBOARD_SIZE,
  hasFlag,
  minorToMajor,
  type Language,
  type Mission,
  type MissionClaim,
  type MissionLeaderboard,
  type MissionList,
  type RecordProductType,
} from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { promotionTexts, type MissionRow, type PromotionRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { entryByKey, mainWalletOf, postLedgerEntry } from '../../ledger/ledger.js';
import { DEPOSIT_KINDS, statementTotals } from '../../ledger/statement.js';
import type { Merchant } from '../../plugins/merchant.js';
import type { Session } from '../../plugins/session.js';
import { maskAccount } from '../announcements/announcements.service.js';
import { settledSumsOf } from '../records/records.service.js';
import { periodAt, type PeriodWindow } from './mission-periods.js';
import { claimedKeys, insertClaim, missionsOf, rankableMembers, runningMissionPromotions, setClaimEntry } from './missions.repository.js';

export type Clock = () => number;

/** A lottery mission counts both lottery product types (spec 2 §3 product types LOTT and ELOTT). */
const productTypesOf = (m: MissionRow): RecordProductType[] | undefined =>
  m.productType === null ? undefined : m.productType === 'LOTT' ? ['LOTT', 'ELOTT'] : [m.productType];

/** The member's missions: those of the merchant's running MISSION promotions the member's role may take part in. */
async function missionsFor(db: Db, merchant: Merchant, session: Pick<Session, 'isAgent'>, now: number) {
  if (!hasFlag(merchant.flags, 'REWCEN3')) return { promotions: [] as PromotionRow[], missions: [] as MissionRow[] };
  const promotions = (await runningMissionPromotions(db, merchant.code, new Date(now))).filter((p) => p.allowedAgentTypes.includes(session.isAgent));
  return { promotions, missions: await missionsOf(db, promotions.map((p) => p.id)) };
}

/** What the member has reached in the window: settled stake or bets (records), or deposits (ledger). */
export async function progressOf(db: Db, customerId: number, mission: MissionRow, window: PeriodWindow): Promise<bigint> {
  if (mission.metric === 'DEPOSIT') {
    const totals = await statementTotals(db, { customerId, fromMs: window.fromMs, toMs: window.toMs, kinds: DEPOSIT_KINDS });
    return totals.creditMinor;
  }
  const sums = (await settledSumsOf(db, { customerId, fromMs: window.fromMs, toMs: window.toMs, productTypes: productTypesOf(mission) })).get(customerId);
  return mission.metric === 'BET_COUNT' ? BigInt(sums?.count ?? 0) : (sums?.stakeMinor ?? 0n);
}

interface Measured {
  row: MissionRow;
  window: PeriodWindow;
  progress: bigint;
  claimed: boolean;
}

async function measure(db: Db, customerId: number, rows: readonly MissionRow[], now: number): Promise<Measured[]> {
  const claimed = await claimedKeys(db, customerId, rows.map((r) => r.id));
  return Promise.all(
    rows.map(async (row) => {
      const window = periodAt(row.period, now);
      return { row, window, progress: await progressOf(db, customerId, row, window), claimed: claimed.has(`${row.id}:${window.key}`) };
    }),
  );
}

const inUnit = (m: MissionRow, v: bigint): number => (m.metric === 'BET_COUNT' ? Number(v) : minorToMajor(v));

function present(m: Measured, lang: Language, fallback: Language): Mission {
  const { row } = m;
  return {
    missionId: String(row.id),
    title: row.titles[lang] ?? row.titles[fallback] ?? row.titles.EN ?? '',
    metric: row.metric,
    productType: row.productType,
    period: row.period,
    target: inUnit(row, row.target),
    progress: inUnit(row, m.progress),
    reward: minorToMajor(row.rewardMinor),
    periodStart: m.window.fromMs,
    periodEnd: m.window.toMs,
    status: m.claimed ? 'CLAIMED' : m.progress >= row.target ? 'CLAIMABLE' : 'IN_PROGRESS',
  };
}

/** Missions complete and not yet claimed this period: the MISSION count of the available promotions. */
export async function claimableMissionCount(db: Db, merchant: Merchant, session: Session, now: number): Promise<number> {
  const { missions } = await missionsFor(db, merchant, session, now);
  const measured = await measure(db, session.customerId, missions, now);
  return measured.filter((m) => !m.claimed && m.progress >= m.row.target).length;
}

export function createMissionsService(db: Db, clock: Clock) {
  return {
    /** The member's missions with progress and status in their current period. */
    async list(merchant: Merchant, session: Session, lang: Language): Promise<MissionList> {
      const now = clock();
      const { promotions, missions } = await missionsFor(db, merchant, session, now);
      const first = promotions[0];
      let promotionTitle: string | null = null;
      if (first) {
        const texts = await db
          .select({ lang: promotionTexts.lang, title: promotionTexts.title })
          .from(promotionTexts)
          .where(and(eq(promotionTexts.promotionId, first.id), inArray(promotionTexts.lang, [lang, merchant.defaultLanguage, 'EN'])));
        promotionTitle = (texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === merchant.defaultLanguage) ?? texts[0])?.title ?? '';
      }
      const measured = await measure(db, session.customerId, missions, now);
      return { promotionTitle, missions: measured.map((m) => present(m, lang, merchant.defaultLanguage)) };
    },

    /**
     * Pays a complete mission's reward to the main wallet: the claim row and its ledger entry in one
     * transaction. The unique index (mission, member, period) lets one claim through however many
     * race; the loser's transaction rolls back and answers mission.claimed.
     */
    async claim(merchant: Merchant, session: Session, missionId: number): Promise<MissionClaim> {
      const now = clock();
      const { missions } = await missionsFor(db, merchant, session, now);
      const mission = missions.find((m) => m.id === missionId);
      if (!mission) throw errors.promotionUnavailable('This mission cannot be claimed by you now.');
      const window = periodAt(mission.period, now);
      if ((await progressOf(db, session.customerId, mission, window)) < mission.target) {
        throw errors.missionIncomplete('This mission is not complete yet.');
      }
      return db.transaction(async (tx) => {
        const claim = await insertClaim(tx, { missionId, customerId: session.customerId, periodKey: window.key, rewardMinor: mission.rewardMinor });
        if (!claim) throw errors.missionClaimed('This mission is claimed already in this period.');
        const wallet = await mainWalletOf(tx, session.customerId);
        if (!wallet) throw errors.internalError();
        const key = `mission:${session.customerId}:${missionId}:${window.key}`;
        const posted = await postLedgerEntry(tx, {
          walletId: wallet.id,
          amountMinor: mission.rewardMinor,
          kind: 'promotion_bonus',
          reference: `mission:${missionId}:${window.key}`,
          idempotencyKey: key,
        });
        if (!posted) throw errors.internalError();
        const entry = await entryByKey(tx, key);
        if (entry) await setClaimEntry(tx, claim.id, entry.id);
        return { missionId: String(missionId), reward: minorToMajor(mission.rewardMinor), balance: minorToMajor(posted.balanceAfterMinor) };
      });
    },

    /**
     * The week's leaderboard of the merchant's members by settled stake (valid turnover), accounts
     * masked; empty while the merchant runs no MISSION promotion the member may take part in.
     */
    async leaderboard(merchant: Merchant, session: Session): Promise<MissionLeaderboard> {
      const now = clock();
      const window = periodAt('WEEK', now);
      const { promotions } = await missionsFor(db, merchant, session, now);
      if (promotions.length === 0) return { periodStart: window.fromMs, periodEnd: window.toMs, entries: [], myRank: null, myScore: 0 };
      const members = await rankableMembers(db, merchant.code);
      const sums = await settledSumsOf(db, { customerId: [...members.keys()], fromMs: window.fromMs, toMs: window.toMs });
      const ranked = [...sums.entries()]
        .filter(([, s]) => s.stakeMinor > 0n)
        .sort(([a, x], [b, y]) => (y.stakeMinor > x.stakeMinor ? 1 : y.stakeMinor < x.stakeMinor ? -1 : a - b));
      const myIndex = ranked.findIndex(([id]) => id === session.customerId);
      return {
        periodStart: window.fromMs,
        periodEnd: window.toMs,
        entries: ranked.slice(0, MISSION_LEADERBOARD_SIZE).map(([id, s], i) => ({
          rank: i + 1,
          account: maskAccount(members.get(id) ?? null, null),
          score: minorToMajor(s.stakeMinor),
          me: id === session.customerId,
        })),
        myRank: myIndex < 0 ? null : myIndex + 1,
        myScore: minorToMajor(sums.get(session.customerId)?.stakeMinor ?? 0n),
      };
    },
  };
}
