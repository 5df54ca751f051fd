import type { Db } from '../connection.js';
import { merchantPaymentSettings, merchants } from '../schema/index.js';

/**
 * Payment settings of the demo merchants (issue 14; server/README.md "Member money"): `demo` has
 * vendor wallets to transfer between, `lucky` is a single-wallet merchant. Amounts in minor units.
 */
export const PAYMENT_SETTINGS_SEEDS = [
  {
    merchantCode: 'demo',
    singleWallet: false,
    depositMinMinor: 10_00n,
    depositMaxMinor: 50_000_00n,
    depositDailyCount: 10,
    withdrawMinMinor: 100_00n,
    withdrawMaxMinor: 20_000_00n,
    withdrawDailyCount: 5,
  },
  {
    merchantCode: 'lucky',
    singleWallet: true,
    depositMinMinor: 100_00n,
    depositMaxMinor: 100_000_00n,
    depositDailyCount: 5,
    withdrawMinMinor: 300_00n,
    withdrawMaxMinor: 50_000_00n,
    withdrawDailyCount: 3,
  },
] as const;

/** Inserts the settings of each seed merchant that exists and has none yet. */
export async function seedPaymentSettings(db: Db): Promise<void> {
  const present = new Set((await db.select({ code: merchants.code }).from(merchants)).map((m) => m.code));
  const rows = PAYMENT_SETTINGS_SEEDS.filter((s) => present.has(s.merchantCode));
  if (rows.length) await db.insert(merchantPaymentSettings).values([...rows]).onConflictDoNothing();
}
