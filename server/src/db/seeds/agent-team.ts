import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection.js';
import {
  AGENT_NOTICE_TYPE,
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  announcements,
  customers,
  gameProducts,
  games,
  ledgerEntries,
  merchants,
  vendorLaunches,
  vendorRounds,
  wallets,
  type CustomerStatus,
} from '../schema/index.js';

/**
 * agent01's team for the agent centre (docs/decisions/0020-agent-centre.md): downlines with
 * deposits and demo-game rounds, one of them a sub-agent's (agent02's) downline, and the notices
 * agents read. The downlines have no password (they are not for logging in). Their rounds are all
 * losses, so the home page's winner board stays the players' own. Times are relative to the seed's
 * run, so a fresh database shows today's activity.
 */
interface TeamSeed {
  username: string;
  nickname: string;
  upline: string;
  status: CustomerStatus;
  registeredMinutesAgo: number;
  lastLoginMinutesAgo: number | null;
  /** Deposits: amount (minor) and minutes ago. */
  deposits: [bigint, number][];
  /** Lost demo-game rounds: stake (minor) and minutes ago. */
  rounds: [bigint, number][];
}

const DAY = 24 * 60;

export const AGENT_TEAM_SEED: readonly TeamSeed[] = [
  {
    username: 'team01',
    nickname: 'Jade Phoenix',
    upline: 'agent01',
    status: 'active',
    registeredMinutesAgo: 20 * DAY,
    lastLoginMinutesAgo: 120,
    deposits: [[200_000n, 2 * DAY], [50_000n, 30]],
    rounds: [[5_000n, 25], [5_000n, 20], [12_000n, 15]],
  },
  {
    username: 'team02',
    nickname: 'Silver Koi',
    upline: 'agent01',
    status: 'active',
    registeredMinutesAgo: 12,
    lastLoginMinutesAgo: null,
    deposits: [[50_000n, 10]],
    rounds: [[10_000n, 5]],
  },
  {
    username: 'team03',
    nickname: 'Red Lantern',
    upline: 'agent01',
    status: 'locked',
    registeredMinutesAgo: 40 * DAY,
    lastLoginMinutesAgo: 10 * DAY,
    deposits: [[100_000n, 35 * DAY]],
    rounds: [],
  },
  {
    username: 'team21',
    nickname: 'Night Owl',
    upline: 'agent02',
    status: 'active',
    registeredMinutesAgo: 5 * DAY,
    lastLoginMinutesAgo: 60,
    deposits: [[30_000n, 40]],
    rounds: [[2_000n, 8]],
  },
];

const AGENT_NOTICES = [
  {
    lang: 'EN' as const,
    title: 'Monthly dividends are settled on the 1st',
    content: '<p>Dividends for the past month are settled on the first day of each month. Check <b>Team overview</b> for your team\'s figures before then.</p>',
  },
  {
    lang: 'EN' as const,
    title: 'Share your registration link',
    content: '<p>Players who register through the link in the <b>Register center</b> join your team automatically.</p>',
  },
  {
    lang: 'CN' as const,
    title: '每月1日结算月度分红',
    content: '<p>上月分红于每月第一天结算。请在此之前在<b>团队总览</b>查看团队数据。</p>',
  },
  {
    lang: 'CN' as const,
    title: '分享您的注册链接',
    content: '<p>通过<b>注册中心</b>链接注册的玩家会自动加入您的团队。</p>',
  },
];

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Seeds agent01's team on merchant demo once (when team01 is missing). */
export async function seedAgentTeam(db: Db): Promise<void> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo')).limit(1);
  if (!merchant) return;
  const named = async (username: string) =>
    (
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.merchantCode, 'demo'), sql`lower(${customers.username}) = ${username}`))
        .limit(1)
    )[0];
  if (!(await named('agent01')) || (await named('team01'))) return;
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProducts, eq(gameProducts.id, games.productId))
    .where(and(eq(games.merchantCode, 'demo'), eq(gameProducts.gameType, 'RNG')))
    .limit(1);

  // looked up before the transaction: PGlite has one connection, which the transaction holds
  const uplines = new Map<string, number>();
  for (const s of AGENT_TEAM_SEED) {
    const upline = await named(s.upline);
    if (upline) uplines.set(s.upline, upline.id);
  }
  await db.transaction(async (tx) => {
    for (const s of AGENT_TEAM_SEED) {
      const uplineId = uplines.get(s.upline);
      if (uplineId === undefined) continue;
      const [c] = await tx
        .insert(customers)
        .values({
          merchantCode: 'demo',
          username: s.username,
          nickname: s.nickname,
          isAgent: '0',
          status: s.status,
          language: merchant.defaultLanguage,
          uplineId,
          firstLoginAt: s.lastLoginMinutesAgo === null ? null : ago(s.registeredMinutesAgo),
          lastLoginAt: s.lastLoginMinutesAgo === null ? null : ago(s.lastLoginMinutesAgo),
          createdAt: ago(s.registeredMinutesAgo),
        })
        .returning({ id: customers.id });
      const [wallet] = await tx
        .insert(wallets)
        .values({ customerId: c!.id, accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, displayName: 'Main wallet', accountName: 'MAIN', currency: merchant.currency, sortOrder: 0 })
        .returning({ id: wallets.id });
      // every movement in time order, each entry carrying the balance right after it
      const moves = [
        ...s.deposits.map(([amount, minutes]) => ({ amount, minutes, kind: 'deposit' as const })),
        ...s.rounds.map(([amount, minutes]) => ({ amount: -amount, minutes, kind: 'bet' as const })),
      ].sort((a, b) => b.minutes - a.minutes);
      let balance = 0n;
      const launch = game && s.rounds.length > 0
        ? (
            await tx
              .insert(vendorLaunches)
              .values({ tokenHash: randomBytes(32).toString('hex'), merchantCode: 'demo', customerId: c!.id, gameRowId: game.id, trial: false, language: 'EN', expiresAt: ago(0), createdAt: ago(s.rounds[0]![1] + 1) })
              .returning({ id: vendorLaunches.id })
          )[0]
        : undefined;
      for (const [i, m] of moves.entries()) {
        balance += m.amount;
        await tx.insert(ledgerEntries).values({ walletId: wallet!.id, amountMinor: m.amount, balanceAfterMinor: balance, kind: m.kind, reference: 'seed:agent-team', createdAt: ago(m.minutes) });
        if (m.kind === 'bet' && launch) {
          await tx.insert(vendorRounds).values({ launchId: launch.id, roundId: `seed-${i}`, betMinor: -m.amount, winMinor: 0n, balanceAfterMinor: balance, outcome: { seed: true }, createdAt: ago(m.minutes) });
        }
      }
      await tx.update(wallets).set({ balanceMinor: balance }).where(eq(wallets.id, wallet!.id));
    }
  });
}

/**
 * The agents' notices of merchant demo, once (when it has none). After the home content, whose
 * seed runs only for a merchant without announcements.
 */
export async function seedAgentNotices(db: Db): Promise<void> {
  const [merchant] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, 'demo')).limit(1);
  if (!merchant) return;
  const [existing] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantCode, 'demo'), eq(announcements.type, AGENT_NOTICE_TYPE)))
    .limit(1);
  if (existing) return;
  await db.insert(announcements).values(
    AGENT_NOTICES.map((n, i) => ({ merchantCode: 'demo', lang: n.lang, type: AGENT_NOTICE_TYPE, title: n.title, content: n.content, sortOrder: i % 2, startsAt: ago(DAY * (i % 2 ? 1 : 3)) })),
  );
}
