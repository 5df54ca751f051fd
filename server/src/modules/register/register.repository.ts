import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import {
  affiliates,
  customers,
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  socialIdentities,
  type CustomerRow,
  type NewCustomerRow,
} from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { openGameWallets } from '../../ledger/game-wallets.js';
import { openWallets } from '../../ledger/ledger.js';

export async function affiliateAgent(db: Db, merchantCode: string, code: string): Promise<number | null> {
  const [row] = await db
    .select({ agentCustomerId: affiliates.agentCustomerId })
    .from(affiliates)
    .where(and(eq(affiliates.merchantCode, merchantCode), eq(affiliates.code, code.trim()), eq(affiliates.active, true)))
    .limit(1);
  return row?.agentCustomerId ?? null;
}

export async function usernameTaken(db: Db, merchantCode: string, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), sql`lower(${customers.username}) = ${username.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

export async function mobileTaken(db: Db, merchantCode: string, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), eq(customers.mobile, mobile)))
    .limit(1);
  return row !== undefined;
}

export interface NewAccount {
  customer: NewCustomerRow;
  /** The merchant currency, for the main wallet. */
  currency: string;
  social?: { provider: string; subject: string; email: string | null } | undefined;
}

/**
 * Creates the customer, its main wallet, the merchant's game wallets and (for social sign-up) the
 * social identity in one transaction. A lost race on a unique username or mobile is the same
 * taken error as the pre-check.
 */
export async function createAccount(db: Db, account: NewAccount, walletName: string): Promise<CustomerRow> {
  try {
    return await db.transaction(async (tx) => {
      // Registering is the first login (spec 1 §4: auto-login with the password-change prompt off);
      // a generated password is still forced to change through mustChangePassword.
      const [created] = await tx
        .insert(customers)
        .values({ firstLoginAt: new Date(), ...account.customer })
        .returning();
      if (!created) throw new Error('customer insert returned nothing');
      await openWallets(tx, created.id, account.currency, [
        { accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, displayName: walletName, accountName: 'MAIN' },
      ]);
      // and the merchant's game wallets, so the new member's wallet page has somewhere to transfer to
      await openGameWallets(tx, created.id, created.merchantCode, account.currency);
      if (account.social) {
        await tx.insert(socialIdentities).values({
          merchantCode: created.merchantCode,
          provider: account.social.provider,
          subject: account.social.subject,
          customerId: created.id,
          email: account.social.email,
        });
      }
      return created;
    });
  } catch (e) {
    const violation = uniqueViolation(e);
    if (!violation) throw e;
    const { constraint } = violation;
    if (constraint.includes('mobile')) throw errors.registerMobileTaken('This mobile number cannot be registered.');
    if (constraint.includes('social')) throw errors.registerUsernameTaken('This sign-in is already linked to an account.');
    throw errors.registerUsernameTaken('This username is not available.');
  }
}

