/**
 * The answers a page's first reads would get, carried in index.html (issue 10): the server asks its
 * own API what a guest's first page reads (settings, status, templates, the home banners...) and
 * puts the reply bodies into the page, so the site renders without waiting for those round trips.
 * The request layer takes a carried answer in place of the request it stands for, once, within
 * BOOT_REPLY_MAX_AGE_MS of the page load; any other request goes to the network as always.
 */

/** `<script type="application/json" id="boot-replies">` holding a BootReplies. */
export const BOOT_REPLIES_ELEMENT_ID = 'boot-replies';

/**
 * The file the web build writes beside index.html (web/build/route-preloads.ts): for each page
 * path, the chunks its first paint loads after the entry, which the server names as modulepreloads.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The home banner's still: the skeleton in index.html holds an empty element with this id where the
 * home page's banner will be; on the home page the server puts the merchant's first banner image
 * there (an `<img>` with the same id and box), so a phone paints it with the page's frame, before
 * any script, and the home page shows it until its carousel has loaded.
 */
export const BANNER_STILL_ID = 'banner-still';

/** A carried answer older than this (since the page load) is not used: the request goes out. */
export const BOOT_REPLY_MAX_AGE_MS = 60_000;

export interface BootReplies {
  /** The merchant and the request language the answers were made for (HEADERS.merchant, HEADERS.language). */
  merchant: string;
  language: string;
  /** Reply body text by request URL (path and query string, as the request layer builds it). */
  replies: Record<string, string>;
}

/** One query or form value as the request layer sends it: objects as JSON, everything else as text. */
function scalar(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return v.toString();
  return JSON.stringify(v) ?? '';
}

/** Request data as query or form parameters: null and undefined left out, arrays repeated. */
export function encodeParams(data: Record<string, unknown>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? (v as unknown[]) : [v]) p.append(k, scalar(item));
  }
  return p;
}

/** The URL of a GET: the path and, when there is data, `?` and the encoded data. */
export function getUrl(path: string, data: Record<string, unknown>): string {
  const qs = encodeParams(data).toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}
