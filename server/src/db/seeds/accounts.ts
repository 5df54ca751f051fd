import { and, eq, sql } from 'drizzle-orm';
import type { IsAgent } from '@lotto/contract';
import { hashPassword } from '../../security/password.js';
import type { Db } from '../connection.js';
import {
  GAME_WALLETS,
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  affiliates,
  customers,
  ledgerEntries,
  merchants,
  wallets,
  type NewCustomerRow,
  inboxMessages,
} from '../schema/index.js';

export interface SeedAccount {
  merchantCode: string;
  username: string;
  /** Shown in server/README.md and printed at start: these are demo accounts. */
  password: string;
  note: string;
  isAgent: IsAgent;
  /** Main wallet opening balance in minor units. */
  mainMinor: bigint;
  vendorWallets?: boolean;
  upline?: string;
  affiliateCode?: string;
  /** A payment password to set (hashed like the login password), for accounts that spend with one. */
  paymentPassword?: string;
  fields?: Partial<NewCustomerRow>;
}

const longAgo = new Date('2024-01-01T00:00:00Z');

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    merchantCode: 'demo',
    username: 'agent01',
    password: 'agent1234',
    note: 'agent (isAgent 1), affiliate code AGENT01',
    isAgent: '1',
    mainMinor: 5_000_000n,
    affiliateCode: 'AGENT01',
    fields: { nickname: 'Demo Agent', clubLabel: { labelName: 'Agent', color: '#3b82f6', type: 'AGENT', rankLevel: null } },
  },
  {
    merchantCode: 'demo',
    username: 'demo01',
    password: 'demo1234',
    note: 'player, 10,000.00 CNY main wallet + 2 vendor wallets',
    isAgent: '0',
    mainMinor: 1_000_000n,
    vendorWallets: true,
    upline: 'agent01',
    fields: {
      nickname: 'Lucky Dragon',
      memberLabel: 'Regular',
      iconIndex: 3,
      email: 'demo01@example.com',
      emailVerified: true,
      mobile: '8613800000002',
      mobileDialingCode: '86',
      mobileVerified: true,
    },
  },
  {
    merchantCode: 'demo',
    username: 'player02',
    password: 'player1234',
    note: 'second player, 10,000.00 CNY: plays the demo games without touching demo01; may transfer to its upline agent01 (toUpline 1), payment password pay123456',
    isAgent: '0',
    mainMinor: 1_000_000n,
    upline: 'agent01',
    paymentPassword: 'pay123456',
    fields: { nickname: 'Golden Tiger', memberLabel: 'Regular', toUpline: 1 },
  },
  {
    merchantCode: 'demo',
    username: 'trial01',
    password: 'trial1234',
    note: 'trial account (type 4): refused member pages',
    isAgent: '4',
    mainMinor: 200_000n,
    fields: { nickname: 'Trial' },
  },
  {
    merchantCode: 'demo',
    username: 'expired01',
    password: 'expired1234',
    note: 'password expired: login asks for a new one',
    isAgent: '0',
    mainMinor: 100_000n,
    fields: { nickname: 'Expired', passwordExpiresAt: longAgo },
  },
  {
    merchantCode: 'demo',
    username: 'secure01',
    password: 'secure1234',
    note: 'two-factor: Google authenticator (secret JBSWY3DPEHPK3PXP), SMS 86 13800000001, e-mail secure01@example.com, payee name Li Wei',
    isAgent: '0',
    mainMinor: 100_000n,
    fields: {
      nickname: 'Secure',
      mobile: '8613800000001',
      mobileDialingCode: '86',
      mobileVerified: true,
      email: 'secure01@example.com',
      emailVerified: true,
      payeeName: 'Li Wei',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      twoFactorMethods: { payeeName: true, sms: true, ga: true, email: true },
    },
  },
  {
    merchantCode: 'demo',
    username: 'fresh01',
    password: 'a123456',
    note: "the merchant's well-known default password: must change it at first login",
    isAgent: '0',
    mainMinor: 0n,
    fields: { nickname: 'Fresh', mustChangePassword: true, firstLoginAt: null },
  },
  {
    merchantCode: 'lucky',
    username: 'lucky01',
    password: 'lucky1234',
    note: 'player of merchant lucky, 10,000.00 THB',
    isAgent: '0',
    mainMinor: 1_000_000n,
    fields: { nickname: 'Lucky Player' },
  },
  {
    merchantCode: 'lucky',
    username: 'luckyagent',
    password: 'agent1234',
    note: "agent (isAgent 1) of merchant lucky, affiliate code LUCKY88: the lucky site's tracking config names it, so a registration there without a code gets it as upline",
    isAgent: '1',
    mainMinor: 500_000n,
    affiliateCode: 'LUCKY88',
    fields: { nickname: 'Lucky Agent', clubLabel: { labelName: 'Agent', color: '#0e7c66', type: 'AGENT', rankLevel: null } },
  },
  {
    merchantCode: 'demo',
    username: 'points01',
    password: 'points1234',
    note: 'points mall player: 20,000.00 points, payment password pay123456 (db/seeds/points.ts), 10,000.00 CNY',
    isAgent: '0',
    mainMinor: 1_000_000n,
    fields: { nickname: 'Star Collector', clubLabel: { labelName: 'VIP 2', color: '#d4a017', type: 'VIP', rankLevel: 2 }, memberLabel: 'Regular' },
  },
  {
    merchantCode: 'demo',
    username: 'agent02',
    password: 'agent1234',
    note: 'downline agent (isAgent 1) of agent01, with contract offers from it to accept or reject',
    isAgent: '1',
    mainMinor: 1_000_000n,
    upline: 'agent01',
    affiliateCode: 'AGENT02',
    fields: { nickname: 'Downline Agent', clubLabel: { labelName: 'Agent', color: '#3b82f6', type: 'AGENT', rankLevel: null } },
  },
  {
    merchantCode: 'demo',
    username: 'family01',
    password: 'family1234',
    note: 'a downline of agent02 that sends money to it in the browser tests (toUpline 1, payment password pay123456): no balance another spec checks moves',
    isAgent: '0',
    mainMinor: 500_000n,
    upline: 'agent02',
    paymentPassword: 'pay123456',
    fields: { nickname: 'Jade Family', memberLabel: 'Regular', toUpline: 1 },
  },
];

/**
 * Creates each seed account that is missing (merchant present, username free), with its wallets,
 * opening ledger entries and affiliate code, one transaction per account. Idempotent.
 */
export async function seedAccounts(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const a of SEED_ACCOUNTS) {
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, a.merchantCode)).limit(1);
    if (!merchant) continue;
    const exists = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.merchantCode, a.merchantCode), sql`lower(${customers.username}) = ${a.username}`))
      .limit(1);
    if (exists.length > 0) continue;
    const passwordHash = await hashPassword(a.password);
    const paymentPasswordHash = a.paymentPassword ? await hashPassword(a.paymentPassword) : null;
    const upline = a.upline
      ? (
          await db
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.merchantCode, a.merchantCode), sql`lower(${customers.username}) = ${a.upline}`))
            .limit(1)
        )[0]
      : undefined;
    await db.transaction(async (tx) => {
      const [c] = await tx
        .insert(customers)
        .values({
          merchantCode: a.merchantCode,
          username: a.username,
          passwordHash,
          passwordChangedAt: longAgo,
          firstLoginAt: longAgo,
          isAgent: a.isAgent,
          language: merchant.defaultLanguage,
          uplineId: upline?.id ?? null,
          createdAt: longAgo,
          paymentPasswordHash,
          ...a.fields,
        })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (!c) return;
      const specs = [
        { accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, displayName: 'Main wallet', accountName: 'MAIN' },
        ...(a.vendorWallets ? GAME_WALLETS : []),
      ];
      const opened = await tx
        .insert(wallets)
        .values(specs.map((s, i) => ({ ...s, customerId: c.id, currency: merchant.currency, sortOrder: i })))
        .returning({ id: wallets.id, accountTypeId: wallets.accountTypeId });
      const main = opened.find((w) => w.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE_ID);
      if (main && a.mainMinor > 0n) {
        await tx.update(wallets).set({ balanceMinor: a.mainMinor }).where(eq(wallets.id, main.id));
        await tx.insert(ledgerEntries).values({
          walletId: main.id,
          amountMinor: a.mainMinor,
          balanceAfterMinor: a.mainMinor,
          kind: 'opening',
          reference: 'seed',
        });
      }
      // Real accounts start with one unread platform message, so the info bar's badge shows, and
      // two older ones already read, so the member centre's inbox shows both states.
      if (a.isAgent !== '4') {
        const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
        await tx.insert(inboxMessages).values([
          {
            merchantCode: a.merchantCode,
            customerId: c.id,
            title: 'Welcome',
            content: 'Welcome aboard. Your account is ready: deposits, games and promotions are one tap away.',
          },
          {
            merchantCode: a.merchantCode,
            customerId: c.id,
            title: 'Keep your account safe',
            content: 'Turn on two-factor verification in the security centre, and never share a verification code with anyone, not even our staff.',
            sentAt: daysAgo(2),
            readAt: daysAgo(1),
          },
          {
            merchantCode: a.merchantCode,
            customerId: c.id,
            title: 'Scheduled maintenance completed',
            content: 'The scheduled maintenance has finished and every game is available again. Thank you for your patience.',
            sentAt: daysAgo(5),
            readAt: daysAgo(5),
          },
        ]);
      }
      if (a.affiliateCode) {
        await tx
          .insert(affiliates)
          .values({ merchantCode: a.merchantCode, code: a.affiliateCode, agentCustomerId: c.id })
          .onConflictDoNothing();
      }
      created.push(`${a.merchantCode}/${a.username}`);
    });
  }
  return created;
}
