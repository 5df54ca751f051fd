import { chatCalls, type CustomerServiceEntry } from '@lotto/contract';
import { request } from '../../lib/api-client';

/** A link with more query parameters, whatever it already has (absolute or site-relative). */
function withParams(link: string, params: Record<string, string>): string {
  const hash = link.indexOf('#');
  const [base, fragment] = hash < 0 ? [link, ''] : [link.slice(0, hash), link.slice(hash)];
  const query = new URLSearchParams(params).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Sends an open customer-service popup to a chat provider that knows members (spec 2 §4): the link
 * with the account name and, as the chat page's ticket, the chat-provider token for that user id
 * (spec 1 §7); then the popup helper waits 200 ms, reloads the window and waits 100 ms. Should the
 * token call fail, the link still opens with the account name (the error funnel has said why).
 */
export async function sendProviderPopup(popup: Window, entry: CustomerServiceEntry, account: string): Promise<void> {
  const params: Record<string, string> = { account };
  try {
    params.ticket = (await request(chatCalls.providerToken, { userId: account, csType: entry.csType })).token;
  } catch {
    // opened without the ticket: the provider's page asks the member itself
  }
  if (popup.closed) return;
  const link = new URL(withParams(entry.path, params), window.location.href).href;
  popup.location.href = link;
  await wait(200);
  if (popup.closed) return;
  popup.location.replace(link);
  await wait(100);
  popup.focus();
}
