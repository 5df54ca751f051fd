import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { HEADERS, allCalls, encryptPayload, fillPath, importRsaPublicKey, systemCalls, type CallDef } from '@lotto/contract';
import * as schema from '../db/schema/index.js';
import { toFastifyPath } from '../http/register-call.js';
import { someIp } from '../test/access.js';
import { tokenFor } from '../test/accounts.js';
import { describeOnPglite, valueOf } from '../test/harness.js';

/*
 * The regression suite of the bad-input probe (issue 11): every call the contract declares and the
 * server serves gets malformed variants of its input: wrong types, missing fields, a 1 MB string,
 * control characters, prototype keys, bad JSON, and for encrypted calls a bad body and a bad
 * Encryption header. Each must answer a 4xx envelope (never a 5xx, never a stack trace) and leave
 * the database as it was. A variant the call's own schema accepts is valid input, not a probe, and
 * is not sent (the count is kept). Token calls carry a live session, so input reaches validation.
 */

type Data = Record<string, unknown>;

/** The field names of a request schema (objects, through refinements, pipes, unions and wrappers). */
function fieldsOf(schema: z.ZodMiniType): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as Data);
    case 'pipe':
      return fieldsOf(def.in as z.ZodMiniType);
    case 'union':
      return [...new Set((def.options as z.ZodMiniType[]).flatMap(fieldsOf))];
    case 'intersection':
      return [...new Set([...fieldsOf(def.left as z.ZodMiniType), ...fieldsOf(def.right as z.ZodMiniType)])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fieldsOf(def.innerType as z.ZodMiniType);
    default:
      return [];
  }
}

const ONE_MB = 'a'.repeat(1_000_000);
const PROTO_JSON = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';

const every = (fields: string[], v: unknown): Data => Object.fromEntries(fields.map((f) => [f, v]));

/** Malformed data for a call's fields; each is sent as the call's body kind (query, JSON, form, encrypted). */
const dataVariants = (fields: string[]): Array<[string, Data]> => [
  ['missing fields', {}],
  ['numbers for every field', every(fields, 12345)],
  ['objects for every field', every(fields, { nested: ['x'] })],
  ['booleans for every field', every(fields, true)],
  ['arrays for every field', every(fields, ['a', 'b'])],
  ['a 1 MB string', { [fields[0] ?? 'value']: ONE_MB }],
  ['control characters in every field', every(fields, 'a\u0000b\u0007c\u001b')],
  ['prototype keys', JSON.parse(PROTO_JSON) as Data],
];

/** A value as a query string or form field carries it. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

const encoded = (data: Data): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(data)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, asText(item));
    else params.append(k, asText(v));
  }
  return params.toString();
};

/** The data as the server's parsers hand it to validation: text for query and form, JSON otherwise; path parameters as text. */
function asSeenByServer(call: CallDef, data: Data): unknown {
  const filled = fillPath(call.path, data).path.split('/');
  const params = Object.fromEntries(
    call.path.split('/').flatMap((segment, i) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      return name ? [[name, decodeURIComponent(filled[i] ?? '')]] : [];
    }),
  );
  let body: Data;
  if (call.body === 'query' || call.body === 'form') {
    body = {};
    for (const [k, v] of new URLSearchParams(encoded(data))) {
      const had = body[k];
      body[k] = had === undefined ? v : Array.isArray(had) ? [...(had as unknown[]), v] : [had, v];
    }
  } else {
    body = JSON.parse(JSON.stringify(data)) as Data;
  }
  return Object.keys(params).length ? { ...body, ...params } : body;
}

interface Probe {
  variant: string;
  request: InjectOptions;
}

describeOnPglite('bad input on every served call', (t) => {
  let token = '';
  let publicKey: CryptoKey;
  const figures = { calls: 0, requests: 0, skippedValid: 0, serverErrors: 0, byStatus: new Map<number, number>() };
  const problems: string[] = [];
  let moneyAndAccountsBefore = '';

  /** Every table's row count (the tables the database holds, whatever the schema files say meanwhile). */
  const rowsOf = (result: unknown): unknown[] => (Array.isArray(result) ? (result as unknown[]) : (result as { rows: unknown[] }).rows);
  async function rowCounts(): Promise<Record<string, number>> {
    const names = rowsOf(await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as Array<{ tablename: string }>;
    const parts = names.map(({ tablename }) => sql`select ${sql.raw(`'${tablename}'`)} as name, count(*)::int as n from ${sql.identifier(tablename)}`);
    const list = rowsOf(await t.db.execute(sql.join(parts, sql` union all `))) as Array<{ name: string; n: number }>;
    return Object.fromEntries(list.map((r) => [r.name, Number(r.n)]));
  }

  /** The money and account rows in full: balances, ledger, accounts, identities, codes. */
  async function moneyAndAccounts(): Promise<string> {
    const picked = [schema.customers, schema.wallets, schema.ledgerEntries, schema.socialIdentities, schema.oneTimeCodes, schema.affiliates];
    const all = await Promise.all(picked.map((tb) => t.db.select().from(tb)));
    const json = (r: unknown) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    return JSON.stringify(all.map((rows) => rows.map(json).sort()));
  }

  beforeAll(async () => {
    token = await tokenFor(t, 'demo01', 'demo1234');
    const spki = valueOf(systemCalls.rsaKey, await t.call({ method: 'GET', url: systemCalls.rsaKey.path }));
    publicKey = await importRsaPublicKey(spki);
    moneyAndAccountsBefore = await moneyAndAccounts();
  });

  /** The probes of one call: its data variants in its body kind, then the raw ones. */
  async function probesOf(call: CallDef): Promise<Probe[]> {
    const fields = fieldsOf(call.request);
    const headers: Record<string, string> = call.token ? { [HEADERS.authorization]: token } : {};
    const out: Probe[] = [];
    const at = (data: Data) => {
      const { path, rest } = fillPath(call.path, data);
      return { path, rest };
    };
    for (const [variant, data] of dataVariants(fields)) {
      // JSON bodies meet fastify's parser first: prototype keys are refused there, whatever the schema says
      const parserRefuses = variant === 'prototype keys' && call.body === 'json' && !call.encrypted;
      if (!parserRefuses && call.request.safeParse(asSeenByServer(call, data)).success) {
        figures.skippedValid++;
        continue;
      }
      const { path, rest } = at(data);
      if (call.body === 'query') {
        const qs = encoded(rest);
        out.push({ variant, request: { method: call.method, url: qs ? `${path}?${qs}` : path, headers } });
      } else if (call.body === 'form') {
        out.push({ variant, request: { method: call.method, url: path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: encoded(rest) } });
      } else if (call.encrypted) {
        const sealed = await encryptPayload(publicKey, variant === 'prototype keys' ? JSON.parse(PROTO_JSON) : variant === 'a 1 MB string' ? {} : rest);
        // 1 MB sealed is 1.33 MB of base64, past the body limit whatever it holds: sent as such without encrypting it
        const payload = variant === 'a 1 MB string' ? { value: 'A'.repeat(Math.ceil((ONE_MB.length * 4) / 3)) } : sealed.body;
        out.push({ variant, request: { method: call.method, url: path, headers: { ...headers, [HEADERS.encryption]: sealed.header }, payload } });
      } else {
        const payload = variant === 'prototype keys' ? PROTO_JSON : JSON.stringify(rest);
        out.push({ variant, request: { method: call.method, url: path, headers: { ...headers, 'content-type': 'application/json' }, payload } });
      }
    }
    if (call.body !== 'query') {
      const { path } = at({});
      const json = { ...headers, 'content-type': 'application/json' };
      out.push({ variant: 'bad JSON', request: { method: call.method, url: path, headers: json, payload: '{"username":' } });
      out.push({ variant: 'a JSON array', request: { method: call.method, url: path, headers: json, payload: '[1,2,3]' } });
      if (call.encrypted) {
        const sealed = await encryptPayload(publicKey, {});
        out.push(
          { variant: 'a body that is not base64', request: { method: call.method, url: path, headers: { ...json, [HEADERS.encryption]: sealed.header }, payload: { value: '%%% not base64 %%%' } } },
          { variant: 'a body too short to hold an IV', request: { method: call.method, url: path, headers: { ...json, [HEADERS.encryption]: sealed.header }, payload: { value: 'AAAA' } } },
          { variant: 'an Encryption header that is not base64', request: { method: call.method, url: path, headers: { ...json, [HEADERS.encryption]: '!!!' }, payload: sealed.body } },
          { variant: 'an Encryption header of another key', request: { method: call.method, url: path, headers: { ...json, [HEADERS.encryption]: Buffer.alloc(256, 7).toString('base64') }, payload: sealed.body } },
          { variant: 'no Encryption header', request: { method: call.method, url: path, headers: json, payload: sealed.body } },
          { variant: 'a plain body on an encrypted call', request: { method: call.method, url: path, headers: json, payload: { username: 'demo01', password: 'demo1234' } } },
        );
      }
    }
    return out;
  }

  /** What a refusal must look like: a 4xx in the envelope with a code, and no trace of the server's insides. */
  function checkReply(call: CallDef, probe: Probe, res: LightMyRequestResponse): void {
    const where = `${call.id} (${call.method} ${call.path}) with ${probe.variant}: ${res.statusCode} ${res.body.slice(0, 300)}`;
    figures.requests++;
    figures.byStatus.set(res.statusCode, (figures.byStatus.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) figures.serverErrors++;
    if (res.statusCode < 400 || res.statusCode >= 500) return void problems.push(where);
    if (/\n\s+at\s|"stack"\s*:|node_modules|\.ts:\d+/.test(res.body)) return void problems.push(`stack trace: ${where}`);
    let envelope: { success?: unknown; errorCode?: unknown };
    try {
      envelope = res.json();
    } catch {
      return void problems.push(`not JSON: ${where}`);
    }
    if (envelope.success !== false || typeof envelope.errorCode !== 'string') problems.push(`not a failure envelope: ${where}`);
  }

  const served = (call: CallDef) => t.app.hasRoute({ method: call.method, url: toFastifyPath(call.path) });

  it.for(allCalls.map((c) => [c.id, c] as const))('refuses malformed input to %s with a 4xx envelope and changes no row', async ([, call], ctx) => {
    if (!served(call)) return ctx.skip();
    figures.calls++;
    const before = await rowCounts();
    const found = problems.length;
    for (const probe of await probesOf(call)) {
      // each from its own address, so the per-IP limits never answer in place of validation
      checkReply(call, probe, await t.call({ ...probe.request, remoteAddress: someIp() }));
    }
    expect(problems.slice(found)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('left the money and account rows as they were and polluted no prototype', async () => {
    expect(figures.calls).toBeGreaterThan(50);
    expect(await moneyAndAccounts()).toBe(moneyAndAccountsBefore);
    expect(({} as Data).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  afterAll(() => {
    const statuses = [...figures.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ');
    console.info(
      `[bad-input] ${figures.calls} served calls of ${allCalls.length} declared, ${figures.requests} malformed requests (${statuses}), ` +
        `${figures.serverErrors} 5xx; ${figures.skippedValid} variants not sent because the call's schema accepts them`,
    );
  });
});
