import { BOOT_REPLIES_ELEMENT_ID, BOOT_REPLY_MAX_AGE_MS, HEADERS, type BootReplies } from '@lotto/contract';

let carried: BootReplies | null | undefined;

/** The page's carried answers, read (and taken out of the document) once. */
function readCarried(): BootReplies | null {
  if (carried !== undefined) return carried;
  carried = null;
  const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_REPLIES_ELEMENT_ID);
  if (!el) return carried;
  el.remove();
  try {
    const parsed = JSON.parse(el.textContent ?? '') as Partial<BootReplies>;
    if (typeof parsed.merchant === 'string' && typeof parsed.language === 'string' && parsed.replies && typeof parsed.replies === 'object') {
      carried = { merchant: parsed.merchant, language: parsed.language, replies: { ...parsed.replies } };
    }
  } catch {
    // a page without usable answers: every read goes to the network
  }
  return carried;
}

const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/**
 * The reply body index.html carries for this GET (contract common/boot-replies.ts), taken once; null
 * when the request must go out: another URL, merchant or language, a signed-in request (the carried
 * answers are a guest's), or a page loaded more than BOOT_REPLY_MAX_AGE_MS ago.
 */
export function takeBootReply(method: string, url: string, headers: Record<string, string>): string | null {
  const boot = usableFor(method, headers);
  const text = boot?.replies[url];
  if (!boot || text === undefined) return null;
  delete boot.replies[url];
  return text;
}

/** Whether takeBootReply would answer this request now (nothing is taken). */
export function hasBootReply(method: string, url: string, headers: Record<string, string>): boolean {
  return usableFor(method, headers)?.replies[url] !== undefined;
}

/** The carried answers, when they may answer a request with these headers. */
function usableFor(method: string, headers: Record<string, string>): BootReplies | null {
  if (method !== 'GET') return null;
  const boot = readCarried();
  if (!boot || performance.now() > BOOT_REPLY_MAX_AGE_MS) return null;
  if (header(headers, HEADERS.authorization)) return null;
  if (header(headers, HEADERS.merchant) !== boot.merchant || header(headers, HEADERS.language) !== boot.language) return null;
  return boot;
}

/** Tests: forget what was read, so the next page's element is read again. */
export function resetBootReplies(): void {
  carried = undefined;
}
