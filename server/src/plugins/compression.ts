import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers below this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;
/** What the server offers, best first (a tie in the client's Accept-Encoding goes to brotli). */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;
export type CompressionEncoding = (typeof COMPRESSION_ENCODINGS)[number];
/**
 * The cheapest levels near the best size (bench/api-throughput.ts times every level on the 18 KB
 * lobby page; the same holds for a 30 KB page and the 7 KB vendor lanes). Brotli 3: within 1-4 %
 * of quality 4's bytes for about 70 % of its time (~45 µs for 18 KB, a tenth of the size); quality 5
 * buys 7-10 % fewer bytes for 1.3x the time, 9 and up cost milliseconds. Gzip 4 (for clients
 * without brotli): within 2 % of the default level 6 for about 75 % of its time.
 */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
export const GZIP_OPTIONS = { level: 4 };
/**
 * Answers up to 64 KB are compressed in one call on the event loop (~150 µs at these levels);
 * larger ones through a stream. The plugin's default on a 2-core host is 8 KB, which sent the 20 KB
 * signed-in lobby page through a zlib stream and the threadpool: a third of the throughput of the
 * same page plain (bench/api-throughput.ts, gameListSignedInEncoding).
 */
export const SYNC_COMPRESSION_MAX = 64 * 1024;

/**
 * Compresses answers of 1 KB or more (API JSON, pages) with brotli or gzip, as the client's
 * Accept-Encoding allows. An answer already encoded (the built front end's .br/.gz copies,
 * register-call's kept answers) passes untouched; event streams and WebSocket upgrades are never
 * compressed (the former is not a compressible type to the plugin, the latter never sends a reply).
 * Request bodies are not decompressed: the site sends none compressed.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD,
      encodings: [...COMPRESSION_ENCODINGS],
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
      syncThreshold: SYNC_COMPRESSION_MAX,
    });
  },
  { name: 'compression' },
);
