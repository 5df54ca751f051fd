import { vi } from 'vitest';
import type { z } from 'zod/mini';
import {
  LANGUAGES,
  allCalls,
  announcementCalls,
  otherCalls,
  promotionCalls,
  gameCalls,
  lotteryCalls,
  balanceSchema,
  decryptPayload,
  envelopeSchema,
  memberInfoSchema,
  siteSettingsSchema,
  systemCalls,
  systemStatusSchema,
  templatesSchema,
  toBase64,
  trackingCalls,
  type Balance,
  type CallDef,
  type CallReply,
  type MemberInfo,
  type SiteSettings,
  type SystemStatus,
  type Templates,
} from '@lotto/contract';

/**
 * The one network fake of the web tests (docs/decisions/0007-web-test-fakes.md). It answers only
 * what a test states, keyed by the contract's calls; it checks every request against the call's
 * request schema and every success value against its reply schema, decrypts encrypted bodies with
 * its own RSA key pair (whose public half it serves at system.rsaKey) and records every request.
 * It holds no rule of the platform: a test that needs a branch writes it in a handler.
 */

// ─── replies ────────────────────────────────────────────────────────────────────────────────────

/** A success: `value` in the envelope (or the raw JSON of an /lgw call), checked against the call's reply schema. */
export interface Ok<T> {
  readonly kind: 'ok';
  readonly value: T;
}
/** A failure: the envelope with `errorCode` and `message` (and a `value` when the platform sends one). */
export interface Fail {
  readonly kind: 'fail';
  readonly status: number;
  readonly errorCode: string;
  readonly message: string;
  readonly value?: unknown;
}
/** No answer at all: fetch rejects as a browser's does when the connection drops. */
export interface NetworkDown {
  readonly kind: 'network';
}
export type Reply<T = unknown> = Ok<T> | Fail | NetworkDown;

export const ok = <T>(value: T): Ok<T> => ({ kind: 'ok', value });
export const fail = (status: number, errorCode: string, message = '', value?: unknown): Fail => ({
  kind: 'fail',
  status,
  errorCode,
  message,
  ...(value === undefined ? {} : { value }),
});
export const networkDown = (): NetworkDown => ({ kind: 'network' });

/** What the site sent, as the platform reads it. */
export interface FakeRequest {
  /** The contract call the request matched (undefined for one no call declares). */
  call: CallDef | undefined;
  method: string;
  /** The URL exactly as the site passed it to fetch. */
  url: string;
  /** '' for a path on this origin (a relative URL), else the origin written, e.g. `https://line2.example`. */
  origin: string;
  path: string;
  /** `{name}` parts of the call's path. */
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The plain body: decrypted when encrypted, parsed when JSON or a form; {} when there is none. */
  body: Record<string, unknown>;
  /** The body as sent (ciphertext for an encrypted call). */
  rawBody: string | undefined;
  credentials: RequestCredentials | undefined;
  cache: RequestCache | undefined;
}

export type Handler<T> = (request: FakeRequest) => Reply<T> | Promise<Reply<T>>;
export type Answer<C extends CallDef> = Reply<CallReply<C>> | Handler<CallReply<C>>;

/** Answers stated for one call, used in order; the last one keeps answering. */
export interface Stated {
  readonly call: CallDef;
  readonly answers: readonly (Reply | Handler<unknown>)[];
}

/** States the answers of one call: `on(sessionCalls.login, fail(400, 'login.failed'), ok(session))`. */
export function on<C extends CallDef>(call: C, ...answers: Answer<C>[]): Stated {
  if (answers.length === 0) throw new Error(`on(${call.id}) needs at least one answer`);
  return { call, answers };
}

// ─── shell fixtures: what every whole-app render asks for, neutral names, checked by the schemas ──

const checked = <S extends z.ZodMiniType>(schema: S, value: z.output<S>): z.output<S> => {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`fake-platform fixture does not match its schema: ${r.error.message}`);
  return value;
};

export const SHELL_SETTINGS: SiteSettings = checked(siteSettingsSchema, {
  merchantCode: 'test',
  siteName: 'Test Site',
  logoUrl: '',
  theme: { mode: 'dark', colors: { accent: '#f5b301' }, radius: '12px', fontFamily: 'Inter' },
  languages: [...LANGUAGES],
  defaultLanguage: 'CN',
  currency: 'CNY',
  menu: [
    { key: 'Index', path: '/' },
    { key: 'LOTT', path: '/lottery' },
    { key: 'Promotion', path: '/promotion' },
  ],
  GEETEST_ID: '',
  GEETEST_VERSION: 'v4',
  PROFILE_ICON_COUNT: 9,
  loginPop: false,
  whitelabel: {},
  encryptionPublicKey: 'served at system.rsaKey',
});

export const SHELL_STATUS: SystemStatus = checked(systemStatusSchema, {
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
  location: { ip: '203.0.113.7', countryCode: 'TH' },
  info: {
    register: {},
    whitelabelVal: {},
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/room', title: 'Live chat' }],
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    resources: [],
    domainRoute: [],
    mainDomain: 'localhost',
    analytics: {},
  },
});

export const SHELL_TEMPLATES: Templates = checked(templatesSchema, {
  footer: { copyright: '© Test Site', licences: ['LIC-0001'], links: [{ key: 'terms', url: '/help#terms' }] },
  agreementHtml: '',
});

/** Settings and status with these white-label flags on (the site reads both). */
export function withFlags(flags: Record<string, boolean>, settings: Partial<SiteSettings> = {}): Stated[] {
  return [
    on(systemCalls.settings, ok({ ...SHELL_SETTINGS, ...settings, whitelabel: flags })),
    on(systemCalls.status, ok({ ...SHELL_STATUS, info: { ...SHELL_STATUS.info, whitelabelVal: flags } })),
  ];
}

/** A signed-in member as the member info call returns one (neutral: not an account of the seed). */
export const memberInfo = (over: Partial<MemberInfo> = {}): MemberInfo =>
  checked(memberInfoSchema, {
    id: 'c-player01',
    customerId: 'c-player01',
    account: 'player01',
    nickname: 'Test Player',
    lastLogin: null,
    regDate: 1_700_000_000_000,
    type: 0,
    isAgent: '0',
    toUpline: 0,
    clubLabel: { labelName: 'Silver', color: '#9ca3af', type: null, rankLevel: 2 },
    memberLabel: null,
    mobile: null,
    email: null,
    currency: 'CNY',
    ...over,
  });

export const balance = (over: Partial<Balance> = {}): Balance =>
  checked(balanceSchema, {
    sumBalance: 1234.5,
    currency: 'CNY',
    currencySymbol: '¥',
    balance: [
      { accountTypeId: 0, displayName: 'Main wallet', accountName: 'MAIN', availBalance: 1000 },
      { accountTypeId: 1, displayName: 'Lottery wallet', accountName: 'LOTT', availBalance: 234.5 },
    ],
    ...over,
  });

/** A captcha image as the image captcha call answers: bare base64 (the first bytes of a PNG). */
export const CAPTCHA_PNG = 'iVBORw0KGgoAAAANSUhEUg==';

/** The home page's lists, empty: what a whole-app render at / asks for besides the shell. */
export const EMPTY_HOME: readonly Stated[] = [
  on(gameCalls.vendors, ok({ data: { lanes: [] } })),
  on(lotteryCalls.openedNumeros, ok({})),
  on(lotteryCalls.popular, ok([])),
  on(lotteryCalls.draws, ok([])),
  // home content (issue 13): no banners, notices or popups, no wins; no jackpot pool
  on(announcementCalls.list, ok({ banners: [], player: [], popup: [], promotion: [], hot: [] })),
  on(otherCalls.winnerBoard, ok([])),
  on(otherCalls.jackpot, ok(null)),
  // promotions (issue 13): the merchant runs none
  on(promotionCalls.merchantAvailable, ok([])),
];

function shellReplies(): Stated[] {
  return [
    on(systemCalls.settings, ok(SHELL_SETTINGS)),
    on(systemCalls.status, ok(SHELL_STATUS)),
    on(systemCalls.templates, ok(SHELL_TEMPLATES)),
    on(systemCalls.routers, ok({ customerService: SHELL_STATUS.info.customerService, domainList: [] })),
    // the site's tracking config, read once the browser is idle (spec 2 §3): the merchant has none
    on(trackingCalls.config, ok(null)),
    // a logged-in member's inbox check 1 s after start (spec 2 §4): nothing unread
    on(otherCalls.inbox, ok({ content: [], pageNum: 1, pageSize: 1, totalPages: 0, total: 0 })),
    // a member's (isAgent 0, 1, 2) payments to confirm as the session starts (spec 2 §4): none
    on(otherCalls.paymentConfirmationList, ok([])),
  ];
}

// ─── the platform ───────────────────────────────────────────────────────────────────────────────

export type Replies = Stated | readonly Replies[];
const flatten = (r: Replies): Stated[] => ('call' in r ? [r] : r.flatMap(flatten));

export interface FakePlatformOptions {
  /** Answers of the calls the test expects (lists of them may nest); several for one call are used in order. */
  replies?: readonly Replies[];
  /** Answers for calls `replies` does not state (a test file's usual answers); several for one call are used in order. */
  defaults?: readonly Replies[];
  /** Also answer the shell's calls (settings, status, templates, routers, tracking) with the fixtures above, unless stated. */
  shell?: boolean;
  /** Round trip before each answer, ms (fake timers drive it). */
  latencyMs?: number;
  /** The server clock: every reply carries it as its Date header. No Date header when absent. */
  date?: () => Date;
}

export interface FakePlatform {
  /** Every request, in order (the RSA key fetches included). */
  readonly requests: readonly FakeRequest[];
  /** The requests of one call. */
  sent(call: CallDef): FakeRequest[];
  /** Replaces the answers of one call from now on. */
  on<C extends CallDef>(call: C, ...answers: Answer<C>[]): void;
  /** Requests no stated call matched or the request schema refused, replies the reply schema refused: the test fails on any (see setup.ts). */
  readonly problems: readonly string[];
}

interface Route {
  call: CallDef;
  pattern: RegExp;
  names: string[];
}

const routeOf = (call: CallDef): Route => {
  const names: string[] = [];
  // contract paths are plain segments with `{name}` parameters
  const source = call.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { call, pattern: new RegExp(`^${source}$`), names };
};

const CONTRACT_ROUTES: Route[] = allCalls.map(routeOf);

function match(routes: readonly Route[], method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.call.method !== method) continue;
    const m = route.pattern.exec(path);
    if (!m) continue;
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
    return { route, params };
  }
  return undefined;
}

let keyPair: Promise<{ spki: string; privateKey: CryptoKey }> | undefined;
/** One RSA-OAEP key pair per test file, made on first use (generating one takes a while). */
function rsaPair() {
  keyPair ??= (async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    return { spki: toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))), privateKey: pair.privateKey };
  })();
  return keyPair;
}

function headersOf(init: RequestInit | undefined, input: RequestInfo | URL): Record<string, string> {
  const h = init?.headers ?? (input instanceof Request ? input.headers : undefined);
  if (!h) return {};
  if (h instanceof Headers) return Object.fromEntries(h.entries());
  if (Array.isArray(h)) return Object.fromEntries(h);
  return { ...h };
}

async function plainBody(raw: string | undefined, headers: Record<string, string>): Promise<Record<string, unknown>> {
  if (!raw) return {};
  const header = (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  const encryption = header('encryption');
  if (encryption) return (await decryptPayload((await rsaPair()).privateKey, encryption, JSON.parse(raw))) as Record<string, unknown>;
  if (header('content-type')?.includes('urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  return JSON.parse(raw) as Record<string, unknown>;
}

/** A query as the server reads it: a repeated name is a list. */
function queryData(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    out[name] = all.length > 1 ? all : all[0]!;
  }
  return out;
}

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');

/** Settles with the promise, or rejects as fetch does when the signal aborts first. */
function abortable<T>(p: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const live: { problems: string[] }[] = [];

/** Called after every test (web/src/test/setup.ts): a fake that saw a stray request or a bad reply fails it. */
export function takeFakePlatformProblems(): string[] {
  const all = live.flatMap((p) => p.problems);
  live.length = 0;
  return all;
}

/**
 * Installs the fake as `fetch` (undone by `vi.unstubAllGlobals()`). A request for a call the test
 * did not state rejects with a message naming method and path, and fails the test.
 */
export function fakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const answers = new Map<CallDef, { list: (Reply | Handler<unknown>)[]; used: number }>();
  const stated = (s: Stated) => {
    const entry = answers.get(s.call);
    if (entry) entry.list.push(...s.answers);
    else answers.set(s.call, { list: [...s.answers], used: 0 });
  };
  for (const s of (options.replies ?? []).flatMap(flatten)) stated(s);
  const fallback = [...(options.defaults ?? []).flatMap(flatten), ...(options.shell ? shellReplies() : [])];
  const explicit = new Set(answers.keys());
  for (const s of fallback) if (!explicit.has(s.call)) stated(s);

  const requests: FakeRequest[] = [];
  const problems: string[] = [];
  live.push({ problems });

  const routes = () => [...answers.keys()].map(routeOf);

  const respond = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...(options.date ? { Date: options.date().toUTCString() } : {}) },
    });

  const answer = (call: CallDef, reply: Reply, what: string): Response => {
    if (reply.kind === 'network') throw new TypeError('Failed to fetch');
    if (reply.kind === 'fail') {
      const body = { success: false, errorCode: reply.errorCode, message: reply.message, ...('value' in reply ? { value: reply.value } : {}) };
      return respond(reply.status, body);
    }
    // what goes over the wire is JSON: check the value as the site will read it
    const wire = reply.value === undefined ? undefined : (JSON.parse(JSON.stringify(reply.value)) as unknown);
    const checkedReply = call.envelope ? envelopeSchema(call.reply).safeParse({ success: true, value: wire }) : call.reply.safeParse(wire);
    if (!checkedReply.success) {
      const problem = `fake platform: the reply stated for ${what} (${call.id}) does not match the contract: ${checkedReply.error.message}`;
      problems.push(problem);
      throw new Error(problem);
    }
    return respond(200, call.envelope ? { success: true, value: wire } : wire);
  };

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, window.location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const headers = headersOf(init, input);
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    const what = `${method} ${parsed.pathname}`;
    const own = match(routes(), method, parsed.pathname);
    const known = own ?? match(CONTRACT_ROUTES, method, parsed.pathname);
    // recorded once readable (an encrypted body is decrypted first): a test waiting for the request sees its plain body
    let body: Record<string, unknown>;
    try {
      body = await plainBody(rawBody, headers);
    } catch (e) {
      const problem = `fake platform: the body of ${what} cannot be read: ${e instanceof Error ? e.message : String(e)}`;
      problems.push(problem);
      throw new Error(problem);
    }
    const request: FakeRequest = {
      call: known?.route.call,
      method,
      url,
      origin: parsed.origin === window.location.origin && !/^[a-z]+:\/\//i.test(url) ? '' : parsed.origin,
      path: parsed.pathname,
      params: known?.params ?? {},
      query: Object.fromEntries(parsed.searchParams),
      headers,
      body,
      rawBody,
      credentials: init?.credentials,
      cache: init?.cache,
    };
    requests.push(request);
    // the server validates what it receives with the call's schema: a request it would refuse fails the test
    if (known) {
      const call = known.route.call;
      const sentData = call.body === 'query' ? queryData(parsed.searchParams) : request.body;
      const checkedRequest = call.request.safeParse({ ...sentData, ...known.params });
      if (!checkedRequest.success) {
        const problem = `fake platform: ${what} (${call.id}) sent what the contract refuses: ${checkedRequest.error.message}`;
        problems.push(problem);
        throw new Error(problem);
      }
    }

    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
    if (!own) {
      // the fake's own key: what encrypted calls are sealed with
      if (known?.route.call === systemCalls.rsaKey) return answer(systemCalls.rsaKey, ok((await rsaPair()).spki), what);
      const problem = `fake platform: no reply stated for ${what}${known ? ` (${known.route.call.id})` : ' (no contract call has this path)'}`;
      problems.push(problem);
      throw new Error(problem);
    }
    const entry = answers.get(own.route.call)!;
    const next = entry.list[Math.min(entry.used, entry.list.length - 1)]!;
    entry.used++;
    const reply = typeof next === 'function' ? await next(request) : next;
    return answer(own.route.call, reply, what);
  };

  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => abortable(handle(input, init), init?.signal)),
  );

  return {
    requests,
    problems,
    sent: (call) => requests.filter((r) => r.call === call),
    on: (call, ...list) => {
      if (list.length === 0) throw new Error(`on(${call.id}) needs at least one answer`);
      answers.set(call, { list, used: 0 });
    },
  };
}
