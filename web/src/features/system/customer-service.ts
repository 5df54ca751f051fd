import { CUSTOMER_SERVICE_WINDOW, type CustomerServiceEntry } from '@lotto/contract';

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
