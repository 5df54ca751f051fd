import type { Envelope } from '@lotto/contract';
import type { LiveRoundReply, RoundReply, SportsPick, StateReply } from '../api-types.js';
import { notifySite } from './notify-site.js';
import { demoStringsFor, type DemoStrings, type StringKey } from '../strings.js';

/** Shared parts of the demo game pages: API, strings, money, header, bet selector, dialogs. */

export type { LiveRoundReply, RoundReply, StateReply, StringKey };

export const token = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '');

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
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

export const getState = () => call<StateReply>(`/vendor/demo/api/state?token=${encodeURIComponent(token)}`);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Posts a new round under a fresh round id. A network failure retries with the SAME round id, which
 * the server applies once, so a flaky connection never charges twice.
 */
async function postWithRetry<T>(path: string, body: { bet: number; target?: number; pick?: SportsPick }): Promise<T> {
  const roundId = crypto.randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      return await call<T>(path, { method: 'POST', body: JSON.stringify({ token, roundId, ...body }) });
    } catch (e) {
      if (e instanceof ApiError || attempt >= 2) throw e;
      await sleep(400 * (attempt + 1));
    }
  }
}

/** Plays an instant round: a slot spin, or a sports bet with its pick. */
export const playRound = (body: { bet: number; pick?: SportsPick }) => postWithRetry<RoundReply>('/vendor/demo/api/round', body);

/** Live crash round: start it (bet debited), look at it (the server settles an ended flight), cash out. */
export const startLiveRound = (body: { bet: number; target?: number }) => postWithRetry<LiveRoundReply>('/vendor/demo/api/crash/start', body);

export const lookLiveRound = (roundId: string) =>
  call<LiveRoundReply>(`/vendor/demo/api/crash/round?token=${encodeURIComponent(token)}&roundId=${encodeURIComponent(roundId)}`);

export const cashOutLiveRound = (roundId: string) =>
  call<LiveRoundReply>('/vendor/demo/api/crash/cashout', { method: 'POST', body: JSON.stringify({ token, roundId }) });

// ── Strings: every site language (tables in ../strings.ts; unknown languages use EN) ─────────

const pageLanguage = document.body.dataset.lang ?? 'EN';
const STRINGS: DemoStrings = demoStringsFor(pageLanguage);

export const t = (key: StringKey): string => STRINGS[key];
/** A string by a key known only at run time (symbol names); the key itself when unknown. */
export const tAny = (key: string): string => (key in STRINGS ? STRINGS[key as StringKey] : key);

// ── Money: integer minor units shown with 2 decimals (spec 2 §9: en-US, pt-BR for BRL) ─────────

export function money(minor: number, currency: string): string {
  const locale = currency === 'BRL' ? 'pt-BR' : 'en-US';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const wholeText = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole);
  const sep = locale === 'pt-BR' ? ',' : '.';
  return `${sign}${wholeText}${sep}${String(cents).padStart(2, '0')}`;
}

// ── DOM helpers ───────────────────────────────────────────────────────────────────────────

type Attrs = Record<string, string | number | boolean | undefined>;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k === 'text') node.textContent = String(v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) node.append(c);
  return node;
}

/** Uniform integer below `n` for decorations only (outcomes are drawn by the server). */
export function randomBelow(n: number): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % n;
}

/**
 * Tells the embedding site that a round moved the wallet, so its info bar refreshes. Fun play
 * moves play money only (the wallet is untouched), so the site is not asked to refetch for it.
 */
export function announceBalance(state: Pick<StateReply, 'trial' | 'currency'>, balance: number): void {
  if (!state.trial) notifySite(balance, state.currency);
}

// ── Header (name, trial badge, balance) ──────────────────────────────────────────────────────

export interface Header {
  root: HTMLElement;
  setBalance(minor: number): void;
  pulse(kind: 'win' | 'loss'): void;
}

/** `subtitle` is shown inside the heading, after the game's name (the sports page says "virtual · demo" there). */
export function buildHeader(state: StateReply, onInfo: () => void, subtitle?: string): Header {
  const balanceValue = el('output', { class: 'balance-value', 'aria-live': 'polite' });
  const balance = el('div', { class: 'balance' }, el('span', { class: 'balance-label', text: t('balance') }), el('span', { class: 'balance-row' }, balanceValue, el('span', { class: 'currency', text: state.currency })));
  const info = el('button', { class: 'icon-btn', type: 'button', 'aria-label': state.game.kind === 'slot' ? t('paytable') : t('rules') }, el('span', { 'aria-hidden': 'true', text: 'i' }));
  info.addEventListener('click', onInfo);
  const title = el(
    'div',
    { class: 'title' },
    subtitle
      ? el('h1', { class: 'game-heading' }, el('span', { class: 'game-name', text: state.game.name }), ' ', el('span', { class: 'badge-virtual', text: subtitle }))
      : el('h1', { class: 'game-name', text: state.game.name }),
    state.trial ? el('span', { class: 'badge-trial', title: t('trialNote'), text: t('trial') }) : '',
  );
  const root = el('header', { class: 'topbar' }, title, el('div', { class: 'topbar-right' }, balance, info));
  const h: Header = {
    root,
    setBalance(minor) {
      balanceValue.textContent = money(minor, state.currency);
    },
    pulse(kind) {
      balance.classList.remove('pulse-win', 'pulse-loss');
      void balance.offsetWidth;
      balance.classList.add(kind === 'win' ? 'pulse-win' : 'pulse-loss');
    },
  };
  h.setBalance(state.balance);
  return h;
}

// ── Bet selector ─────────────────────────────────────────────────────────────────────────────

/** Bet steps 1-2-5 between the game's limits (both included). */
export function betLadder(min: number, max: number): number[] {
  const steps = new Set<number>([min]);
  for (let base = 1; base <= max; base *= 10) {
    for (const m of [1, 2, 5]) {
      const v = base * m;
      if (v > min && v < max) steps.add(v);
    }
  }
  steps.add(max);
  return [...steps].sort((a, b) => a - b).slice(0, 40);
}

export interface BetSelector {
  root: HTMLElement;
  /** The "max" button; inside `root` unless `separateMax` asked to place it elsewhere. */
  maxButton: HTMLButtonElement;
  value(): number;
  setDisabled(d: boolean): void;
  onChange(fn: () => void): void;
}

export function buildBetSelector(state: StateReply, opts: { separateMax?: boolean } = {}): BetSelector {
  const ladder = betLadder(state.minBet, state.maxBet);
  // Start at 1.00 when allowed (or the minimum), and never above a tenth of the balance if possible.
  let index = Math.max(0, ladder.findIndex((v) => v >= Math.min(100, state.maxBet)));
  while (index > 0 && (ladder[index] ?? 0) * 10 > state.balance) index--;
  const listeners: (() => void)[] = [];
  const out = el('output', { class: 'bet-value', 'aria-live': 'polite' });
  const down = el('button', { class: 'round-btn', type: 'button', 'aria-label': t('betDown') }, el('span', { 'aria-hidden': 'true', text: '−' }));
  const up = el('button', { class: 'round-btn', type: 'button', 'aria-label': t('betUp') }, el('span', { 'aria-hidden': 'true', text: '+' }));
  const max = el('button', { class: 'chip-btn', type: 'button', text: t('betMax') });
  const render = () => {
    out.textContent = money(ladder[index] ?? state.minBet, state.currency);
    down.disabled = disabled || index === 0;
    up.disabled = disabled || index === ladder.length - 1;
    max.disabled = disabled || index === ladder.length - 1;
    listeners.forEach((fn) => fn());
  };
  let disabled = false;
  down.addEventListener('click', () => {
    index = Math.max(0, index - 1);
    render();
  });
  up.addEventListener('click', () => {
    index = Math.min(ladder.length - 1, index + 1);
    render();
  });
  max.addEventListener('click', () => {
    index = ladder.length - 1;
    render();
  });
  const root = el('div', { class: 'bet', role: 'group', 'aria-label': t('bet') }, el('span', { class: 'bet-label', text: t('bet') }), el('div', { class: 'bet-row' }, down, out, up, opts.separateMax ? '' : max));
  render();
  return {
    root,
    maxButton: max,
    value: () => ladder[index] ?? state.minBet,
    setDisabled(d) {
      disabled = d;
      render();
    },
    onChange(fn) {
      listeners.push(fn);
    },
  };
}

// ── Dialog and toast ─────────────────────────────────────────────────────────────────────────

export function openDialog(title: string, content: Node): void {
  const close = el('button', { class: 'icon-btn dialog-close', type: 'button', 'aria-label': t('close') }, el('span', { 'aria-hidden': 'true', text: '×' }));
  const heading = el('h2', { id: 'dialog-title', text: title });
  const dialog = el('dialog', { class: 'sheet', 'aria-labelledby': 'dialog-title' }, el('div', { class: 'sheet-head' }, heading, close), el('div', { class: 'sheet-body' }, content));
  document.body.append(dialog);
  const done = () => {
    dialog.close();
    dialog.remove();
  };
  close.addEventListener('click', done);
  dialog.addEventListener('cancel', () => dialog.remove());
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) done();
  });
  dialog.showModal();
  close.focus();
}

let toastTimer: number | undefined;
export function toast(message: string, kind: 'error' | 'info' = 'error'): void {
  let node = document.querySelector<HTMLElement>('.toast');
  if (!node) {
    node = el('div', { class: 'toast', role: 'alert' });
    document.body.append(node);
  }
  node.textContent = message;
  node.dataset.kind = kind;
  node.classList.add('show');
  window.clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => node.classList.remove('show'), 3200);
}

export function messageFor(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.code === 'launch_game_balance_not_enough') return t('insufficient');
    if (e.status === 401) return t('expired');
    return e.message;
  }
  return t('network');
}

/** Starts a page: loads the state, shows a clear message when the session is over. */
export async function boot(start: (state: StateReply, app: HTMLElement) => void): Promise<void> {
  const app = document.getElementById('app');
  if (!app) return;
  try {
    const state = await getState();
    app.replaceChildren();
    app.removeAttribute('aria-busy');
    start(state, app);
  } catch (e) {
    app.removeAttribute('aria-busy');
    app.replaceChildren(el('div', { class: 'expired-card' }, el('h1', { text: messageFor(e) })));
  }
}
