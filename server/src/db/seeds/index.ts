import { eq } from 'drizzle-orm';
import type { Db } from '../connection.js';
import {
  countries,
  customerServiceEntries,
  domainRoutes,
  merchantDomains,
  merchants,
  resources,
} from '../schema/index.js';
import { MERCHANT_SEEDS, type MerchantSeed } from './demo-data.js';
import { seedAccounts } from './accounts.js';
import { seedGames } from './games.js';
import { seedLottery } from './lottery.js';
import { seedPlayerRank } from './player-rank.js';
import { seedPaymentSettings } from './payments.js';
import { seedHelpContent } from './help-content.js';
import { seedPromotions } from './promotions.js';
import { seedMissions } from './missions.js';
import { seedReferralPromotion } from './referral-promotion.js';
import { seedHomeContent } from './home-content.js';
import { seedPoints } from './points.js';
import { seedMemberSupport } from './member-support.js';
import { seedAgentNotices, seedAgentTeam } from './agent-team.js';
import { seedTrackingConfigs } from './tracking.js';

export { SEED_ACCOUNTS } from './accounts.js';

/** Inserts one merchant with its rows in one transaction; a no-op when it exists. */
async function seedMerchant(db: Db, seed: MerchantSeed): Promise<boolean> {
  const code = seed.merchant.code;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(merchants)
      .values(seed.merchant)
      .onConflictDoNothing()
      .returning({ code: merchants.code });
    if (inserted.length === 0) return false;
    const order = <T>(rows: T[]) => rows.map((r, i) => ({ ...r, merchantCode: code, sortOrder: i }));
    if (seed.domains.length) {
      await tx
        .insert(merchantDomains)
        .values(order(seed.domains).map((d) => ({ ...d, host: d.host.toLowerCase() })))
        .onConflictDoNothing();
    }
    if (seed.customerService.length) await tx.insert(customerServiceEntries).values(order(seed.customerService));
    if (seed.resources.length) await tx.insert(resources).values(order(seed.resources));
    if (seed.domainRoutes.length) await tx.insert(domainRoutes).values(order(seed.domainRoutes));
    if (seed.countries.length) await tx.insert(countries).values(order(seed.countries));
    return true;
  });
}

/** Idempotent demo seed: creates each seed merchant that is missing; returns the codes created. */
export async function seedDatabase(db: Db, options: { accounts?: boolean } = {}): Promise<string[]> {
  const created: string[] = [];
  for (const seed of MERCHANT_SEEDS) {
    const existing = await db
      .select({ code: merchants.code })
      .from(merchants)
      .where(eq(merchants.code, seed.merchant.code));
    if (existing.length > 0) continue;
    if (await seedMerchant(db, seed)) created.push(seed.merchant.code);
  }
  // Lottery games of the seed merchants (server/src/lottery); missing ones only.
  await seedLottery(db);
  // Game catalogues of the seed merchants (vendors, products, games); missing ones only.
  for (const seed of MERCHANT_SEEDS) await seedGames(db, seed.merchant.code);
  // Payment settings and limits of the seed merchants (issue 14); missing ones only.
  await seedPaymentSettings(db);
  // Player-rank tables of the seed merchants (MCSFE_getPlayerRankProgress); missing ones only.
  await seedPlayerRank(db);
  // Help centre topics of the seed merchants in all 11 languages (spec 2 §2); missing ones only.
  await seedHelpContent(db);
  // Promotions and the raffle of the seed merchants in their languages (issue 13); missing ones only.
  await seedPromotions(db);
  // The demo merchant's MISSION promotion and its missions (missionLeaderboard); when it has none.
  await seedMissions(db);
  // The invite-friends (REFERRAL) promotion, after the others: seedPromotions skips a merchant with any.
  await seedReferralPromotion(db);
  // Demo accounts of the seed merchants (server/README.md lists them); missing ones only.
  if (options.accounts ?? true) await seedAccounts(db);
  // agent01's team (downlines with deposits and rounds), once; before the home content, so the
  // jackpot pool starts after these rounds.
  if (options.accounts ?? true) await seedAgentTeam(db);
  // Each seed merchant's default tracking config, after the accounts whose affiliate code it names; when it has none.
  await seedTrackingConfigs(db, { withAffiliates: options.accounts ?? true });
  // The points mall of the seed merchants (settings, reward types, rewards in their languages) and
  // the points player's opening points; missing ones only.
  await seedPoints(db);
  // Live chat entry, customer-service scripts, rebate settings and agent02's contract offers; missing ones only.
  await seedMemberSupport(db);
  // Home content (banners, notices, popups in every language) and jackpot pools; after the games and
  // promotions it links to; missing merchants only.
  await seedHomeContent(db);
  // the agents' notices (announcements of type AG), once; after the home content, which seeds only
  // a merchant without announcements
  await seedAgentNotices(db);
  return created;
}
