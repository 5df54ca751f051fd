import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MERCHANT_CODE_PATTERN } from '@lotto/contract';

/**
 * The path parameters of a merchant's artwork (`…/:merchant/:file`): its code, and a file name of
 * the form `file` allows (each kind names its pictures its own way).
 */
export const artParams = (file: RegExp) => z.object({ merchant: z.string().regex(MERCHANT_CODE_PATTERN), file: z.string().regex(file) });

/** Generated artwork never changes for its address: browsers and CDNs keep it a week (ours). */
const ART_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Sends generated SVG artwork (the games', lotteries', announcements', rewards'): cached a week
 * unless the caller says otherwise, with an ETag of its bytes, a 304 to a matching If-None-Match.
 */
export function sendArt(request: FastifyRequest, reply: FastifyReply, svg: string, cacheControl = ART_CACHE_CONTROL): FastifyReply {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}
