import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import {
  BROTLI_OPTIONS,
  COMPRESSION_ENCODINGS,
  COMPRESSION_THRESHOLD,
  GZIP_OPTIONS,
  type CompressionEncoding,
} from '../plugins/compression.js';

/**
 * Reply values a handler hands back unchanged to many requests (a cached catalogue page, a
 * merchant's settings). register-call validates, serializes, tags and compresses such a value
 * once, the first time it is sent, and reuses the bytes for as long as the handler returns the
 * same object: so a kept value must never be changed after it is kept.
 */
const kept = new WeakSet<object>();

export function keepAnswer<T extends object>(value: T): T {
  kept.add(Object.freeze(value));
  return value;
}

export const isKeptAnswer = (value: unknown): value is object => typeof value === 'object' && value !== null && kept.has(value);

/** An answer body ready to send: its JSON, its ETag, and its compressed forms once made. */
export interface SerializedAnswer {
  json: string;
  etag: string;
  /** The JSON as bytes, once made (a kept answer is not encoded again for every request). */
  bytes?: Buffer;
  encoded: Partial<Record<CompressionEncoding, Buffer>>;
}

export function serializeAnswer(body: unknown): SerializedAnswer {
  const json = JSON.stringify(body);
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, encoded: {} };
}

const offered: CompressionEncoding[] = [...COMPRESSION_ENCODINGS];

export const bytesOf = (answer: SerializedAnswer): Buffer => (answer.bytes ??= Buffer.from(answer.json));

const compressors: Record<CompressionEncoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, BROTLI_OPTIONS),
  gzip: (bytes) => gzipSync(bytes, GZIP_OPTIONS),
};

/**
 * The answer in the encoding the client accepts best (negotiated as @fastify/compress does, so
 * kept and fresh answers agree), compressed the first time it is asked for; null when the client
 * accepts neither or the answer is too small to be worth it.
 */
export function encodedAnswer(answer: SerializedAnswer, acceptEncoding: string | undefined): { encoding: CompressionEncoding; body: Buffer } | null {
  if (!acceptEncoding || bytesOf(answer).length < COMPRESSION_THRESHOLD) return null;
  // @fastify/compress reads "*" and x-gzip as gzip
  const encoding = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), offered);
  if (!encoding) return null;
  const body = (answer.encoded[encoding] ??= compressors[encoding](bytesOf(answer)));
  return { encoding, body };
}
