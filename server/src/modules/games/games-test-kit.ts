import { and, desc, eq } from 'drizzle-orm';
import { HEADERS, type CallDef, type LaunchGameReply } from '@lotto/contract';
import { customers, games, vendorLaunches } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';

/** Helpers shared by the games module's integration tests. */
export type Params = Record<string, string | number | undefined>;
const qs = (params: Params) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** A call as the web client sends it: GET data in the query, others as JSON. */
export function send(t: TestApp, call: CallDef, data: Params = {}, opts: { token?: string; merchant?: string; language?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers[HEADERS.authorization] = opts.token;
  if (opts.language) headers[HEADERS.language] = opts.language;
  const url = call.method === 'GET' ? `${call.path}?${qs(data)}` : call.path;
  return t.call({
    method: call.method,
    url,
    merchant: opts.merchant ?? 'demo',
    headers,
    ...(call.method === 'GET' ? {} : { payload: data }),
  });
}

export const RNG_PAGE = { gameType: 'RNG', pageNo: 1, pageSize: 40 };
export const GLS = { launchMode: 'GLS', accountType: 1, confirmTrans: 0, platform: 'html5-desktop', clientType: 3 };

export async function nodeOf(t: TestApp, gameId: string, merchant = 'demo') {
  const [row] = await t.db.select().from(games).where(and(eq(games.merchantCode, merchant), eq(games.gameId, gameId)));
  if (!row) throw new Error(`no seeded game ${gameId}`);
  return row;
}

export async function customerId(t: TestApp, username: string) {
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.username, username));
  return row!.id;
}

/** The play URL of a GLS launch reply (the LOTT variant has none). */
export const playUrl = (v: LaunchGameReply): string | undefined => ('content' in v ? v.content.game_url : undefined);

export async function lastLaunch(t: TestApp) {
  const [row] = await t.db.select().from(vendorLaunches).orderBy(desc(vendorLaunches.id)).limit(1);
  return row;
}
