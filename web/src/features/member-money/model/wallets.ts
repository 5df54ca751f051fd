import type { Wallet } from '@lotto/contract';

/**
 * The main wallet's account type: 9, as the contract's transfer call and ODSFE2_MemTransDet
 * (spec 2 §7, accountTypeId 9) name it. The contract does not export it as a constant yet.
 */
export const MAIN_WALLET_TYPE_ID = 9;

export const isMainWallet = (w: Pick<Wallet, 'accountTypeId'>): boolean => w.accountTypeId === MAIN_WALLET_TYPE_ID;

export const walletName = (w: Pick<Wallet, 'displayName' | 'accountName'>): string => w.displayName || w.accountName;

export interface Direction {
  from: number;
  to: number;
}

/**
 * The pair after the source is chosen: every transfer has the main wallet on one side (issue 14:
 * main to vendor or vendor to main), so a vendor source goes to main and the main wallet goes to
 * the vendor chosen before, else the first vendor.
 */
export function chooseSource(wallets: readonly Wallet[], current: Direction, from: number): Direction {
  if (from !== MAIN_WALLET_TYPE_ID) return { from, to: MAIN_WALLET_TYPE_ID };
  const vendors = wallets.filter((w) => !isMainWallet(w));
  const keep = vendors.find((w) => w.accountTypeId === current.from || w.accountTypeId === current.to);
  return { from, to: (keep ?? vendors[0])?.accountTypeId ?? MAIN_WALLET_TYPE_ID };
}

/** The first pair offered: main to the first vendor wallet. */
export const initialDirection = (wallets: readonly Wallet[]): Direction => chooseSource(wallets, { from: MAIN_WALLET_TYPE_ID, to: MAIN_WALLET_TYPE_ID }, MAIN_WALLET_TYPE_ID);

/** The wallets a source may send to: the vendors from main, main from a vendor. */
export const targetsOf = (wallets: readonly Wallet[], from: number): Wallet[] =>
  wallets.filter((w) => (from === MAIN_WALLET_TYPE_ID ? !isMainWallet(w) : isMainWallet(w)));
