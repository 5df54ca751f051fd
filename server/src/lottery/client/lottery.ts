import { notifySite } from '../../demo-vendor/client/notify-site.js';
import { hostInSiteFrame } from './frame-host.js';
import { lotteryStringsFor, type LotteryKey, type LotteryStrings } from '../page-strings.js';
import type { PageBet, PageBetReply, PageBoot, PageGame, PageIssue, PagePick, PageResult, PageState } from '../page-types.js';

/**
 * The demo lottery page: lobby (every game with its issue and countdown) and betting view
 * (current issue, commitment, countdown by the server clock, bet form, results with an in-browser
 * verification of each draw, the player's bets). No inline script: the CSP is script-src 'self'.
 */

const params = new URLSearchParams(location.search);
const ticket = params.get('ticket') ?? '';
let gameCode = params.get('gameCode');
const lang = document.body.dataset.lang ?? 'EN';

/** The launch's play type and the picked numbers the server accepted for the opened game. */
function readBoot(): PageBoot {
  try {
    const b = JSON.parse(document.body.dataset.boot ?? '') as Partial<PageBoot>;
    return { playType: b.playType === 2 ? 2 : 1, game: typeof b.game === 'string' ? b.game : null, picks: Array.isArray(b.picks) ? b.picks : [] };
  } catch {
    return { playType: 1, game: null, picks: [] };
  }
}
const boot = readBoot();

// ── Strings: every site language (tables in ../page-strings.ts; unknown languages use EN) ─────

const STRINGS: LotteryStrings = lotteryStringsFor(lang);
const t = (k: LotteryKey): string => STRINGS[k];
const playName = (code: string): string => (code in STRINGS ? t(code as LotteryKey) : code);
const selectionName = (s: string): string => (['big', 'small', 'odd', 'even'].includes(s) ? t(s as LotteryKey) : s);

// ── API ───────────────────────────────────────────────────────────────────────────────────

class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  success?: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json' }, credentials: 'same-origin' });
  let env: Envelope<T> | null = null;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = null;
  }
  if (!res.ok || !env?.success) throw new ApiError(env?.errorCode ?? 'http', env?.message ?? `HTTP ${res.status}`, res.status);
  return env.value as T;
}

// Server clock: offset measured at each state load, corrected by half the round trip (spec 3).
let offset = 0;
const serverNow = () => Date.now() + offset;

async function loadState(): Promise<PageState> {
  const q = new URLSearchParams({ ticket });
  if (gameCode) q.set('gameCode', gameCode);
  const sent = Date.now();
  const s = await call<PageState>(`/vendor/lottery/api/state?${q.toString()}`);
  const received = Date.now();
  offset = s.serverTime - (sent + received) / 2;
  return s;
}

// ── DOM helpers ───────────────────────────────────────────────────────────────────────────

type Attrs = Record<string, string | number | boolean | undefined | ((e: Event) => void)>;
function h(tag: string, attrs: Attrs = {}, ...children: (Node | string | null | undefined | false)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, '').toLowerCase(), v);
    else if (k === 'class') el.className = String(v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}

const money = (n: number, currency: string) =>
  `${new Intl.NumberFormat(currency === 'BRL' ? 'pt-BR' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} ${currency}`;

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  return `${hh > 0 ? `${hh}:` : ''}${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
};

function balls(winNo: string | null, group: string): HTMLElement {
  const nums = !winNo ? [] : winNo.includes(',') ? winNo.split(',') : [...winNo];
  return h('span', { class: `balls balls-${group.toLowerCase()}`, 'aria-label': winNo ?? '' }, ...nums.map((n) => h('span', { class: 'ball', 'aria-hidden': 'true' }, n)));
}

/**
 * Whether the issue takes bets now, by the server's clock: from its opening to its lock. Not the
 * reply's isSale, which was true or false when the page last asked: an issue shown while the one
 * before it was locked opens a few seconds later without another reply.
 */
const onSale = (issue: PageIssue | null | undefined): boolean => !!issue && serverNow() >= issue.opensAt && serverNow() < issue.locksAt;

function countdownText(issue: PageIssue | null): { label: string; value: string; open: boolean } {
  if (!issue) return { label: '', value: '--:--', open: false };
  const now = serverNow();
  if (now < issue.opensAt) return { label: t('opensIn'), value: clock(issue.opensAt - now), open: false };
  if (now < issue.locksAt) return { label: t('closesIn'), value: clock(issue.locksAt - now), open: true };
  return { label: now < issue.drawAt ? t('closed') : t('drawIn'), value: clock(issue.drawAt - now), open: false };
}

// ── In-browser verification (README "Verifying a lottery draw") ───────────────────────────

const SHAPES: Record<string, { count: number; min: number; max: number; distinct: boolean; pad: number; joiner: string }> = {
  SSC: { count: 5, min: 0, max: 9, distinct: false, pad: 1, joiner: ',' },
  '11X5': { count: 5, min: 1, max: 11, distinct: true, pad: 2, joiner: ',' },
  THAI: { count: 6, min: 0, max: 9, distinct: false, pad: 1, joiner: '' },
  VN: { count: 5, min: 0, max: 9, distinct: false, pad: 1, joiner: '' },
};
const hex = (s: string) => new Uint8Array(s.match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
const toHex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');

async function recompute(seed: string, code: string, group: string, numero: string): Promise<{ hash: string; winNo: string }> {
  const key = await crypto.subtle.importKey('raw', hex(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const shape = SHAPES[group] ?? SHAPES.SSC!;
  let counter = 0;
  let block = new Uint8Array(0);
  let pos = 0;
  const next = async () => {
    if (pos >= block.length) {
      block = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${code}:${numero}:${counter}`)));
      counter += 1;
      pos = 0;
    }
    return block[pos++]!;
  };
  const below = async (n: number) => {
    const limit = 256 - (256 % n);
    for (;;) {
      const b = await next();
      if (b < limit) return b % n;
    }
  };
  const out: number[] = [];
  if (shape.distinct) {
    const pool = Array.from({ length: shape.max - shape.min + 1 }, (_, i) => shape.min + i);
    for (let i = 0; i < shape.count; i++) out.push(pool.splice(await below(pool.length), 1)[0]!);
  } else {
    for (let i = 0; i < shape.count; i++) out.push(shape.min + (await below(shape.max - shape.min + 1)));
  }
  const hash = toHex(await crypto.subtle.digest('SHA-256', hex(seed)));
  return { hash, winNo: out.map((n) => String(n).padStart(shape.pad, '0')).join(shape.joiner) };
}

// ── Views ─────────────────────────────────────────────────────────────────────────────────

const app = document.getElementById('app')!;
let state: PageState | null = null;
let selectedPlay = '';
/** The bet slip: one bet per pick, each of `amount`. */
let slip: PagePick[] = [];
let bootApplied = false;
let amount = 10;
let busy = false;
let toast = '';
let toastTimer: number | undefined;

function say(msg: string) {
  toast = msg;
  window.clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => {
    toast = '';
    render();
  }, 3500);
  render();
}

function header(s: PageState): HTMLElement {
  return h(
    'header',
    { class: 'topbar' },
    s.game
      ? h('button', { class: 'link', type: 'button', onclick: () => go(null) }, `← ${t('back')}`)
      : h('h1', { class: 'title' }, t('lobby')),
    // the launch's play type (lottoMode); the VN launch has none
    s.area === 'LOTT' && h('span', { class: 'badge', 'data-testid': 'play-type' }, t(boot.playType === 2 ? 'entertainment' : 'traditional')),
    h('div', { class: 'balance', 'aria-live': 'polite' }, h('span', { class: 'muted' }, t('balance')), ' ', h('strong', { 'data-testid': 'balance' }, money(s.balance, s.currency))),
  );
}

function lobby(s: PageState): HTMLElement {
  return h(
    'section',
    { class: 'grid', 'aria-label': t('lobby') },
    ...s.games.map((g: PageGame) => {
      const c = countdownText(g.current);
      return h(
        'article',
        { class: 'game-card' },
        h('img', { class: 'icon', src: g.icon ?? '', alt: '', width: 56, height: 56 }),
        h('div', { class: 'game-info' }, h('h2', {}, g.name), h('p', { class: 'muted' }, `${t('issue')} ${g.current?.numero ?? '-'}`), h('p', { class: 'muted small' }, `${t('last')} `, g.lastWinNo ? balls(g.lastWinNo, g.groupCode) : '-')),
        h('div', { class: 'game-side' }, h('span', { class: c.open ? 'count open' : 'count', 'data-countdown': g.gameCode }, c.value), h('button', { class: 'btn', type: 'button', onclick: () => go(g.gameCode) }, t('betNow'))),
      );
    }),
  );
}

const samePick = (a: PagePick, b: PagePick) => a.playCode === b.playCode && a.selection === b.selection;
const inSlip = (p: PagePick) => slip.some((x) => samePick(x, p));
const pickLabel = (p: PagePick) => `${playName(p.playCode)} ${selectionName(p.selection)}`;

function togglePick(p: PagePick) {
  slip = inSlip(p) ? slip.filter((x) => !samePick(x, p)) : [...slip, p];
  render();
}

function betForm(s: PageState, g: NonNullable<PageState['game']>): HTMLElement {
  const play = g.plays.find((p) => p.playCode === selectedPlay) ?? g.plays[0];
  if (!play) return h('div');
  selectedPlay = play.playCode;
  slip = slip.filter((x) => g.plays.some((p) => p.playCode === x.playCode && p.selections.includes(x.selection)));
  const open = onSale(g.current);
  const total = Math.round(amount * slip.length * 100) / 100;
  return h(
    'form',
    {
      class: 'panel bet-form',
      'aria-label': t('placeBet'),
      onsubmit: (e: Event) => {
        e.preventDefault();
        void submitBet();
      },
    },
    h(
      'div',
      { class: 'chips', role: 'group', 'aria-label': t('play') },
      ...g.plays.map((p) => {
        const picked = slip.some((x) => x.playCode === p.playCode);
        return h(
          'button',
          {
            type: 'button',
            class: `${p.playCode === play.playCode ? 'chip on' : 'chip'}${picked ? ' has-picks' : ''}`,
            'aria-pressed': String(p.playCode === play.playCode),
            onclick: () => ((selectedPlay = p.playCode), render()),
          },
          `${playName(p.playCode)} ×${p.odds}`,
        );
      }),
    ),
    h(
      'div',
      { class: play.selections.length > 20 ? 'picks dense' : 'picks', role: 'group', 'aria-label': t('pick') },
      ...play.selections.map((sel) => {
        const pick = { playCode: play.playCode, selection: sel };
        const on = inSlip(pick);
        return h('button', { type: 'button', class: on ? 'pick on' : 'pick', 'aria-pressed': String(on), onclick: () => togglePick(pick) }, selectionName(sel));
      }),
    ),
    slip.length > 0 &&
      h(
        'div',
        { class: 'slip' },
        h('ul', { class: 'slip-list', 'aria-label': t('slip') }, ...slip.map((p) => h('li', { class: 'slip-item' }, pickLabel(p)))),
        h('button', { type: 'button', class: 'link', onclick: () => ((slip = []), render()) }, t('clear')),
      ),
    h(
      'div',
      { class: 'row' },
      h('label', { for: 'amount', class: 'muted' }, t('amount')),
      h('input', {
        id: 'amount',
        type: 'number',
        inputmode: 'decimal',
        min: 1,
        max: s.maxBet,
        step: '0.01',
        value: amount,
        oninput: (e: Event) => {
          amount = Number((e.target as HTMLInputElement).value);
          const out = document.getElementById('slip-total');
          if (out) out.textContent = money(Math.round(amount * slip.length * 100) / 100, s.currency);
        },
      }),
      ...[10, 50, 100].map((v) => h('button', { type: 'button', class: 'chip', onclick: () => ((amount = v), render()) }, String(v))),
    ),
    // the slip's action stays in reach: sticky to the bottom of what the player sees (the frame's
    // visible band when the site frames the page, see client/frame-host.ts)
    h(
      'div',
      { class: 'bet-bar', 'data-testid': 'bet-bar' },
      slip.length > 1 && h('p', { class: 'muted' }, `${t('total')} `, h('strong', { id: 'slip-total', 'data-testid': 'slip-total' }, money(total, s.currency))),
      h('button', { type: 'submit', class: 'btn wide', disabled: !open || slip.length === 0 || busy }, busy ? t('placing') : t('placeBet')),
    ),
  );
}

function results(g: NonNullable<PageState['game']>): HTMLElement {
  if (g.results.length === 0) return h('p', { class: 'muted' }, t('noResults'));
  return h(
    'ol',
    { class: 'results' },
    ...g.results.map((r: PageResult) => {
      const out = h('span', { class: 'verdict', 'aria-live': 'polite' });
      const q = new URLSearchParams({ gameCode: g.gameCode, numero: r.numero });
      return h(
        'li',
        {},
        h('span', { class: 'numero' }, r.numero),
        balls(r.winNo, g.groupCode),
        h(
          'button',
          {
            type: 'button',
            class: 'chip',
            onclick: () => {
              void recompute(r.seed, g.gameCode, g.groupCode, r.numero).then((x) => {
                const ok = x.hash === r.seedHash && x.winNo === r.winNo;
                out.textContent = ok ? `✓ ${t('verified')}` : `✗ ${t('mismatch')}`;
                out.className = ok ? 'verdict ok' : 'verdict bad';
              });
            },
          },
          t('verify'),
        ),
        h('a', { class: 'muted small', href: `/lgw/draw/verify?${q.toString()}`, target: '_blank', rel: 'noopener' }, t('rawJson')),
        out,
      );
    }),
  );
}

function bets(s: PageState): HTMLElement {
  if (s.bets.length === 0) return h('p', { class: 'muted' }, t('noBets'));
  return h(
    'ul',
    { class: 'bets' },
    ...s.bets.map((b: PageBet) =>
      h(
        'li',
        { class: `bet bet-${b.status}`, 'data-bet': b.betId },
        h('span', {}, `${b.numero} · ${playName(b.playCode)} ${selectionName(b.selection)}`),
        h('span', {}, money(b.amount, s.currency)),
        h('strong', { class: 'status' }, b.status === 'won' && b.payout !== null ? `${t('won')} +${money(b.payout, s.currency)}` : t(b.status)),
      ),
    ),
  );
}

function betting(s: PageState, g: NonNullable<PageState['game']>): HTMLElement {
  const c = countdownText(g.current);
  return h(
    'div',
    { class: 'betting' },
    h(
      'section',
      { class: 'panel issue' },
      h('div', { class: 'issue-head' }, h('img', { class: 'icon', src: g.icon ?? '', alt: '', width: 48, height: 48 }), h('div', {}, h('h1', {}, g.name), h('p', { class: 'muted' }, `${t('issue')} `, h('strong', { 'data-testid': 'numero' }, g.current?.numero ?? '-')))),
      h('div', { class: 'countdown', role: 'timer', 'aria-live': 'off' }, h('span', { class: 'muted', 'data-countdown-label': '1' }, c.label), h('span', { class: c.open ? 'count open' : 'count', 'data-countdown': g.gameCode }, c.value)),
      h('details', { class: 'commit' }, h('summary', {}, t('commitment')), h('code', { 'data-testid': 'seed-hash' }, g.current?.seedHash ?? ''), h('p', { class: 'muted small' }, t('commitmentHelp'))),
    ),
    betForm(s, g),
    // the player's own bets next to the slip (beside it from 900 px), the draw history after them
    h('section', { class: 'panel my-bets' }, h('h2', {}, t('myBets')), bets(s)),
    h('section', { class: 'panel results-panel' }, h('h2', {}, t('results')), results(g)),
  );
}

function render() {
  if (!state) return;
  const focusedId = document.activeElement instanceof HTMLElement ? document.activeElement.id : '';
  const parts: HTMLElement[] = [header(state), state.game ? betting(state, state.game) : lobby(state)];
  renderedOnSale = onSale(state.game?.current);
  if (toast) parts.push(h('div', { class: 'toast', role: 'status' }, toast));
  app.replaceChildren(...parts);
  app.removeAttribute('aria-busy');
  if (focusedId) document.getElementById(focusedId)?.focus();
}

/** Whether the game on screen took bets at the last render (its form's button follows it). */
let renderedOnSale = false;

/** Updates the countdowns in place each second (no full re-render while typing, only when sales open or close). */
function tickCountdowns() {
  if (!state) return;
  if (state.game && onSale(state.game.current) !== renderedOnSale) render();
  const issues = new Map<string, PageIssue | null>(state.games.map((g) => [g.gameCode, g.current]));
  for (const el of document.querySelectorAll<HTMLElement>('[data-countdown]')) {
    const c = countdownText(issues.get(el.dataset.countdown ?? '') ?? null);
    el.textContent = c.value;
    el.classList.toggle('open', c.open);
    const label = el.parentElement?.querySelector<HTMLElement>('[data-countdown-label]');
    if (label) label.textContent = c.label;
  }
  // A draw time passed (or a lock): fetch the new issue and results, at most every 2 s.
  const due = [...issues.values()].some((i) => i && (serverNow() >= i.drawAt || (i.isSale && serverNow() >= i.locksAt)));
  if (due) void refresh(2000);
}

/**
 * True when a bet the page showed open is now won, lost or refunded, or the balance moved without
 * a bet from this page: a settlement the page noticed, which the site's info bar should follow.
 */
function settledSince(before: PageState, now: PageState): boolean {
  const wasOpen = new Set(before.bets.filter((b) => b.status === 'open').map((b) => b.betId));
  return now.bets.some((b) => wasOpen.has(b.betId) && b.status !== 'open') || now.balance !== before.balance;
}

/** Once, on the game the launch opened: the picked numbers the server accepted go in the slip. */
function applyBoot(s: PageState) {
  if (bootApplied || !s.game) return;
  bootApplied = true;
  if (s.game.gameCode !== boot.game) return;
  const plays = s.game.plays;
  slip = boot.picks.filter((p) => plays.some((x) => x.playCode === p.playCode && x.selections.includes(p.selection)));
  if (slip[0]) selectedPlay = slip[0].playCode;
}

let lastRefresh = 0;
async function refresh(throttleMs = 0) {
  if (Date.now() - lastRefresh < throttleMs) return;
  lastRefresh = Date.now();
  try {
    const before = state;
    state = await loadState();
    if (before && settledSince(before, state)) notifySite(state.balance, state.currency);
    applyBoot(state);
    render();
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      app.replaceChildren(h('main', { class: 'expired' }, h('div', { class: 'card' }, h('p', {}, t('session')))));
      state = null;
    }
  }
}

function go(code: string | null) {
  gameCode = code;
  const q = new URLSearchParams(location.search);
  if (code) q.set('gameCode', code);
  else q.delete('gameCode');
  history.replaceState(null, '', `${location.pathname}?${q.toString()}`);
  slip = [];
  selectedPlay = '';
  void refresh();
}

/** Places one bet per pick of the slip, in order; stops at the first refusal and keeps the rest. */
async function submitBet() {
  const g = state?.game;
  if (!g?.current || slip.length === 0 || busy) return;
  const numero = g.current.numero;
  busy = true;
  render();
  let placed = 0;
  try {
    for (const pick of [...slip]) {
      const reply = await call<PageBetReply>('/vendor/lottery/api/bet', {
        method: 'POST',
        body: JSON.stringify({ ticket, gameCode: g.gameCode, numero, playCode: pick.playCode, selection: pick.selection, amount, idempotencyKey: crypto.randomUUID() }),
      });
      placed += 1;
      slip = slip.filter((x) => !samePick(x, pick));
      if (state) state.balance = reply.balance;
    }
    busy = false;
    say(`${t('placed')} ${numero}`);
  } catch (e) {
    busy = false;
    say(e instanceof ApiError ? e.message : t('error'));
  } finally {
    // each placed bet took its stake from the wallet: the site's info bar follows
    if (placed > 0 && state) notifySite(state.balance, state.currency);
  }
  await refresh();
}

hostInSiteFrame();
void refresh();
window.setInterval(tickCountdowns, 1000);
window.setInterval(() => void refresh(), 5000);
