import { fromBase64, toBase64 } from './encryption.js';

/**
 * A customer-service entry's path on the wire (spec 2 §3 "Customer-service entry": obfuscated unless
 * it begins with http, decoded on the client). A support address that is not a web link (a chat page
 * of the site, mailto:, tel:, an app scheme) leaves the platform as `cs1.` and the base64 of its
 * UTF-8 bytes mixed with a fixed key; the site turns it back into the address where it reads the
 * entries (web: features/system/api). The key ships with the site, so this keeps an address out of plain sight of
 * scrapers of the API; it is not a secret from anyone who runs the site's code.
 */
export const CUSTOMER_SERVICE_PATH_PREFIX = 'cs1.';
const KEY = new TextEncoder().encode('lotto:customer-service:path');

const mix = (bytes: Uint8Array): Uint8Array => bytes.map((b, i) => b ^ KEY[i % KEY.length]!);

/** The path as the platform sends it: a web link (http, https) as it is, anything else obfuscated. */
export function encodeCustomerServicePath(path: string): string {
  if (/^https?:/i.test(path) || path === '') return path;
  return CUSTOMER_SERVICE_PATH_PREFIX + toBase64(mix(new TextEncoder().encode(path)));
}

/** The address a wire path stands for; a path the platform sent as it is stays; a damaged one is empty (no link). */
export function decodeCustomerServicePath(wire: string): string {
  if (!wire.startsWith(CUSTOMER_SERVICE_PATH_PREFIX)) return wire;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(mix(fromBase64(wire.slice(CUSTOMER_SERVICE_PATH_PREFIX.length))));
  } catch {
    return '';
  }
}
