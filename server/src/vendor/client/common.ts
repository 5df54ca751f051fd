import type { RoundReply, StateReply } from '../api-types.js';

/** Shared parts of the demo game pages: API, strings, money, header, bet selector, dialogs. */

export type { RoundReply, StateReply };

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

interface Envelope<T> {
  success: boolean;
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

export const getState = () => call<StateReply>(`/vendor/demo/api/state?token=${encodeURIComponent(token)}`);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Plays a round. A network failure retries with the SAME round id, which the server applies once,
 * so a flaky connection never charges twice.
 */
export async function playRound(body: { bet: number; target?: number }): Promise<RoundReply> {
  const roundId = crypto.randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      return await call<RoundReply>('/vendor/demo/api/round', { method: 'POST', body: JSON.stringify({ token, roundId, ...body }) });
    } catch (e) {
      if (e instanceof ApiError || attempt >= 2) throw e;
      await sleep(400 * (attempt + 1));
    }
  }
}

// ── Strings: EN and Chinese; other languages fall back to EN ──────────────────────────────

const EN = {
  balance: 'Balance',
  bet: 'Bet',
  spin: 'Spin',
  spinning: 'Spinning…',
  auto: 'Auto',
  stop: 'Stop',
  win: 'Win',
  bigWin: 'Big win!',
  noWin: 'Good luck!',
  trial: 'Fun play',
  trialNote: 'Play money — your wallet is not used',
  paytable: 'Paytable',
  rules: 'Rules',
  close: 'Close',
  lines: 'Paylines',
  line: 'Line',
  betDown: 'Lower bet',
  betUp: 'Raise bet',
  betMax: 'Max',
  insufficient: 'Insufficient balance for this bet.',
  network: 'Connection problem. Please try again.',
  expired: 'This game session has ended. Launch the game again from the site.',
  loading: 'Loading…',
  rtp: 'Return to player',
  slotRules: 'Matching symbols from the leftmost reel along a payline win. Pays are multiples of the line bet (bet ÷ 5). The highest win per line is paid; wins on different lines add up.',
  inARow: 'in a row',
  target: 'Auto cash-out',
  targetAria: 'Auto cash-out multiplier',
  placeBet: 'Place bet',
  flying: 'Flying…',
  cashedOut: 'Cashed out',
  crashed: 'Crashed',
  history: 'Recent rounds',
  crashRules: 'Choose your bet and an auto cash-out multiplier, then place the bet. The multiplier climbs from 1.00×; if it reaches your target before it crashes, you win bet × target. The crash point is drawn by the server when you bet.',
  potential: 'Potential win',
  lastWin: 'Last win',
  reels: 'Reels',
  cherry: 'cherry',
  lemon: 'lemon',
  grape: 'grapes',
  bell: 'bell',
  star: 'star',
  seven: 'seven',
  diamond: 'diamond',
} as const;
export type StringKey = keyof typeof EN;

const CN: Record<StringKey, string> = {
  balance: '余额',
  bet: '投注',
  spin: '旋转',
  spinning: '旋转中…',
  auto: '自动',
  stop: '停止',
  win: '赢得',
  bigWin: '大奖！',
  noWin: '祝您好运！',
  trial: '试玩',
  trialNote: '试玩币 — 不使用您的钱包',
  paytable: '赔付表',
  rules: '规则',
  close: '关闭',
  lines: '赔付线',
  line: '线',
  betDown: '降低投注',
  betUp: '提高投注',
  betMax: '最大',
  insufficient: '余额不足，无法投注。',
  network: '连接出现问题，请重试。',
  expired: '本次游戏已结束，请从网站重新进入游戏。',
  loading: '加载中…',
  rtp: '返还率',
  slotRules: '沿赔付线从最左侧转轴起连续相同的符号即可获奖。赔付为单线投注（投注 ÷ 5）的倍数。每条线只付最高奖，不同线的奖金累加。',
  inARow: '连',
  target: '自动兑现',
  targetAria: '自动兑现倍数',
  placeBet: '下注',
  flying: '飞行中…',
  cashedOut: '已兑现',
  crashed: '已爆炸',
  history: '最近记录',
  crashRules: '选择投注额和自动兑现倍数后下注。倍数从 1.00× 开始上升；若在爆炸前达到您的目标倍数，您将赢得 投注 × 目标倍数。爆炸点在您下注时由服务器抽取。',
  potential: '可赢金额',
  lastWin: '上次赢得',
  reels: '转轴',
  cherry: '樱桃',
  lemon: '柠檬',
  grape: '葡萄',
  bell: '铃铛',
  star: '星星',
  seven: '七',
  diamond: '钻石',
};

const TW: Record<StringKey, string> = {
  ...CN,
  balance: '餘額',
  bet: '投注',
  spin: '旋轉',
  spinning: '旋轉中…',
  auto: '自動',
  win: '贏得',
  bigWin: '大獎！',
  noWin: '祝您好運！',
  trial: '試玩',
  trialNote: '試玩幣 — 不使用您的錢包',
  paytable: '賠付表',
  rules: '規則',
  close: '關閉',
  lines: '賠付線',
  line: '線',
  betDown: '降低投注',
  betUp: '提高投注',
  betMax: '最大',
  insufficient: '餘額不足，無法投注。',
  network: '連線出現問題，請重試。',
  expired: '本次遊戲已結束，請從網站重新進入遊戲。',
  loading: '載入中…',
  rtp: '返還率',
  slotRules: '沿賠付線從最左側轉軸起連續相同的符號即可獲獎。賠付為單線投注（投注 ÷ 5）的倍數。每條線只付最高獎，不同線的獎金累加。',
  inARow: '連',
  target: '自動兌現',
  targetAria: '自動兌現倍數',
  flying: '飛行中…',
  cashedOut: '已兌現',
  crashed: '已爆炸',
  history: '最近記錄',
  crashRules: '選擇投注額和自動兌現倍數後下注。倍數從 1.00× 開始上升；若在爆炸前達到您的目標倍數，您將贏得 投注 × 目標倍數。爆炸點在您下注時由伺服器抽取。',
  potential: '可贏金額',
  lastWin: '上次贏得',
  reels: '轉軸',
  cherry: '櫻桃',
  grape: '葡萄',
  bell: '鈴鐺',
  diamond: '鑽石',
};

const pageLanguage = document.body.dataset.lang ?? 'EN';
const STRINGS: Record<StringKey, string> = pageLanguage === 'CN' ? CN : pageLanguage === 'TW' || pageLanguage === 'HK' ? TW : EN;

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

/** Tells the embedding site that the balance moved, so its info bar can refresh. */
export function notifySite(balance: number, currency: string): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'vendor:balance', balance, currency }, location.origin);
  if (window.opener) (window.opener as Window).postMessage({ type: 'vendor:balance', balance, currency }, location.origin);
}

// ── Header (name, trial badge, balance) ──────────────────────────────────────────────────────

export interface Header {
  root: HTMLElement;
  setBalance(minor: number): void;
  pulse(kind: 'win' | 'loss'): void;
}

export function buildHeader(state: StateReply, onInfo: () => void): Header {
  const balanceValue = el('output', { class: 'balance-value', 'aria-live': 'polite' });
  const balance = el('div', { class: 'balance' }, el('span', { class: 'balance-label', text: t('balance') }), el('span', { class: 'balance-row' }, balanceValue, el('span', { class: 'currency', text: state.currency })));
  const info = el('button', { class: 'icon-btn', type: 'button', 'aria-label': state.game.kind === 'slot' ? t('paytable') : t('rules') }, el('span', { 'aria-hidden': 'true', text: 'i' }));
  info.addEventListener('click', onInfo);
  const title = el(
    'div',
    { class: 'title' },
    el('h1', { class: 'game-name', text: state.game.name }),
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
