/** Header names of the request layer (spec 1 §7 "Shared request behaviour"; spec 3 Requests). */
export const HEADERS = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  encryption: 'Encryption',
  gatewayVersion: 'X-Gateway-Version',
  customerId: 'CustomerId',
} as const;

/**
 * What a merchant code may be (ours: the merchants table's 32-character key): the Merchant header,
 * and a merchant named in a path or query (artwork, the reset form, the dev endpoints).
 */
export const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const GATEWAY_VERSION = '3'; // spec 1 §7
export const DEFAULT_DEVICE = 'web'; // spec 1 §9
export const REQUEST_DEFAULT_LANGUAGE = 'EN'; // spec 1 §9: EN in the request layer
export const REQUEST_TIMEOUT_MS = 20_000; // spec 1 §7
