import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Generated artwork never changes for its address: browsers and CDNs keep it a week (ours). */
export const ART_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

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
