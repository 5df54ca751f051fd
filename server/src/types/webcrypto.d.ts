import type { webcrypto } from 'node:crypto';

// The contract's encryption is typed with the DOM's global CryptoKey; Node 20's types only have
// webcrypto.CryptoKey, so name it globally for the server (an interface, so it merges if added later).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CryptoKey extends webcrypto.CryptoKey {}
}

export {};
