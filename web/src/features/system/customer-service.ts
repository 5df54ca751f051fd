import { CS_PROVIDERS_WITH_ACCOUNT, CUSTOMER_SERVICE_WINDOW, decodeCustomerServicePath, type CustomerServiceEntry } from '@lotto/contract';

/** Entries as the platform sends them, with their paths read as addresses (spec 2 §3: obfuscated unless web links). */
export const readCustomerService = (entries: readonly CustomerServiceEntry[]): CustomerServiceEntry[] =>
  entries.map((e) => ({ ...e, path: decodeCustomerServicePath(e.path) }));

/** Opens a customer-service link in its 440x750 popup window (spec 1 §9, spec 2 §4). */
export function openCustomerServiceWindow(url: string): Window | null {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  return window.open(url, 'customerService', `width=${width},height=${height},left=${left},top=${top}`);
}

/** The first usable customer-service entry of a list. */
export const firstCustomerService = (entries: readonly CustomerServiceEntry[] | undefined): CustomerServiceEntry | undefined =>
  entries?.find((e) => e.path.trim() !== '');

/** A support-chat provider whose link carries the member's account name (spec 2 §4). */
export const carriesAccount = (entry: Pick<CustomerServiceEntry, 'csType'>): boolean =>
  (CS_PROVIDERS_WITH_ACCOUNT as readonly string[]).includes(entry.csType.toUpperCase());

/**
 * Opens a customer-service entry (spec 2 §4 "Customer service"): its link in the 440x750 popup. For
 * the support-chat providers that know members (AICAN, MIDUOKE, LIVECHAT, COMM100, COMM100VIP) and
 * a signed-in member, the window opens at once, inside the click (a window opened after a reply is
 * blocked as a popup), and goes to the link with the account name and a chat token when the token
 * is in (provider-popup.ts, loaded then: none of it is in the first load).
 */
export async function openCustomerService(entry: CustomerServiceEntry, account: string | null): Promise<void> {
  if (!account || !carriesAccount(entry)) {
    openCustomerServiceWindow(entry.path);
    return;
  }
  const popup = openCustomerServiceWindow('about:blank');
  if (!popup) return;
  const { sendProviderPopup } = await import('./provider-popup');
  await sendProviderPopup(popup, entry, account);
}
