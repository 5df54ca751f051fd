import type { VendorBalanceMessage } from '@lotto/contract';

/**
 * Tells the embedding site that the balance moved, so its info bar can refresh (the site listens in
 * web/src/lib/balance-refresh.ts). Posted to the parent frame and to the opener, same origin only.
 * Shared by the demo game pages and the demo lottery page; it has no other imports, so each
 * page's bundle takes only this (the contract import is a type, erased from the bundle).
 */
export function notifySite(balance: number, currency: string): void {
  const message: VendorBalanceMessage = { type: 'vendor:balance', balance, currency };
  if (window.parent !== window) window.parent.postMessage(message, location.origin);
  if (window.opener) (window.opener as Window).postMessage(message, location.origin);
}
