import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HEADERS, encryptPayload, importRsaPublicKey, moneyCalls, systemCalls, type CallDef } from '@lotto/contract';
import { GAME_WALLETS, customers, ledgerEntries, wallets } from '../../db/schema/index.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, openWallets, postLedgerEntry } from '../../ledger/ledger.js';
import { hashPassword } from '../../security/password.js';
import { someIp } from '../../test/access.js';
import { tokenFor } from '../../test/accounts.js';
import { valueOf, type TestApp } from '../../test/harness.js';

/** Helpers shared by the member-money tests (wallet transfers, payments, payment password). */

export const MEMBER_PASSWORD = 'member1234';
let passwordHash: Promise<string> | null = null;

export interface Member {
  token: string;
  customerId: number;
  username: string;
}

/**
 * A fresh real member of `merchant` with a main wallet of `mainMinor` (an opening ledger entry)
 * and the game wallets, logged in: each test gets an account no other test touches.
 */
export async function newMember(t: TestApp, opts: { mainMinor?: bigint; merchant?: string; isAgent?: '0' | '4' } = {}): Promise<Member> {
  const merchant = opts.merchant ?? 'demo';
  const username = `m${randomBytes(5).toString('hex')}`;
  const hash = await (passwordHash ??= hashPassword(MEMBER_PASSWORD));
  const customerId = await t.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(customers)
      .values({
        merchantCode: merchant,
        username,
        passwordHash: hash,
        passwordChangedAt: new Date(),
        firstLoginAt: new Date(),
        isAgent: opts.isAgent ?? '0',
      })
      .returning({ id: customers.id });
    const currency = merchant === 'lucky' ? 'THB' : 'CNY';
    const [main] = await openWallets(tx, c!.id, currency, [
      { accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, displayName: 'Main wallet', accountName: 'MAIN' },
      ...GAME_WALLETS,
    ]);
    if ((opts.mainMinor ?? 0n) > 0n) {
      await postLedgerEntry(tx, { walletId: main!.id, amountMinor: opts.mainMinor!, kind: 'opening', reference: 'test' });
    }
    return c!.id;
  });
  return { token: await tokenFor(t, username, MEMBER_PASSWORD, merchant), customerId, username };
}

const query = (data: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(data).map(([k, v]): [string, string] => [k, String(v)])).toString();

/**
 * A money call as the web client sends it: GET data in the query, encrypted bodies sealed, others
 * JSON; each from its own address, so the per-IP rate limits of the secret calls stay out of the way.
 */
export async function send(t: TestApp, call: CallDef, token: string, data: Record<string, unknown> = {}, merchant = 'demo') {
  const headers: Record<string, string> = { [HEADERS.authorization]: token };
  let payload: unknown = call.method === 'GET' ? undefined : data;
  if (call.encrypted) {
    const spki = valueOf(systemCalls.rsaKey, await t.call({ method: 'GET', url: systemCalls.rsaKey.path, merchant }));
    const sealed = await encryptPayload(await importRsaPublicKey(spki), data);
    headers[HEADERS.encryption] = sealed.header;
    payload = sealed.body;
  }
  return t.call({
    method: call.method,
    url: call.method === 'GET' ? `${call.path}?${query(data)}` : call.path,
    merchant,
    headers,
    remoteAddress: someIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The member's balances in minor units by account type id (the hold wallet included). */
export async function balancesOf(t: TestApp, customerId: number): Promise<Record<number, bigint>> {
  const rows = await t.db.select().from(wallets).where(eq(wallets.customerId, customerId));
  return Object.fromEntries(rows.map((w) => [w.accountTypeId, w.balanceMinor]));
}

/** The ledger entries of the member's wallets, oldest first. */
export async function entriesOf(t: TestApp, customerId: number) {
  const rows = await t.db
    .select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, accountTypeId: wallets.accountTypeId })
    .from(ledgerEntries)
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(eq(wallets.customerId, customerId))
    .orderBy(ledgerEntries.id);
  return rows;
}

/** Sets the member's payment password through the call (login password as proof). */
export async function setPaymentPassword(t: TestApp, m: Member, paymentPassword = 'pay123456') {
  const res = await send(t, moneyCalls.setPaymentPassword, m.token, {
    loginPassword: MEMBER_PASSWORD,
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  if (res.statusCode !== 200) throw new Error(`set payment password failed: ${res.statusCode} ${res.body}`);
  return paymentPassword;
}

/** A fresh idempotency key. */
export const newKey = () => `key-${randomBytes(8).toString('hex')}`;
