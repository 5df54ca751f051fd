import {
  boot,
  buildBetSelector,
  buildHeader,
  el,
  messageFor,
  money,
  announceBalance,
  openDialog,
  playRound,
  randomBelow,
  t,
  tAny,
  toast,
  type StateReply,
} from './common.js';
import { installSymbolSprite, symbolSvg } from './symbols.js';

/** The 5x3 slot page: the server draws every outcome; this only shows it. */

interface SlotOutcome {
  kind: 'slot';
  grid: string[][];
  lines: { line: number; symbol: string; count: number; pay: number }[];
  totalPay: number;
}

const REELS = 5;
const ROWS = 3;
/** Cells of blur the strip runs through before landing. */
const SPIN_CELLS = 18;
const LINE_COLORS = ['#ffd43b', '#22e1ff', '#ff3da6', '#69db7c', '#b197fc'];

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function start(state: StateReply, app: HTMLElement) {
  const slot = state.slot;
  if (!slot) return;
  installSymbolSprite();
  const symbols = slot.symbols;
  const randomSymbol = () => symbols[randomBelow(symbols.length)] ?? 'cherry';
  let balance = state.balance;

  const header = buildHeader(state, () => openDialog(t('paytable'), paytable()));

  // ── Reels ──
  let current: string[][] = Array.from({ length: REELS }, () => Array.from({ length: ROWS }, randomSymbol));
  const strips: HTMLElement[] = [];
  const reelEls: HTMLElement[] = [];
  const reels = el('div', { class: 'reels', role: 'img' });
  // Row by row, so assistive technology reads what the reels show.
  const describe = (grid: string[][]) =>
    reels.setAttribute('aria-label', `${t('reels')}: ${[0, 1, 2].map((row) => grid.map((reel) => tAny(reel[row] ?? '')).join(', ')).join('; ')}`);
  for (let r = 0; r < REELS; r++) {
    const strip = el('div', { class: 'strip' });
    const reel = el('div', { class: 'reel' }, strip);
    strips.push(strip);
    reelEls.push(reel);
    reels.append(reel);
  }
  const overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  overlay.setAttribute('class', 'paylines');
  overlay.setAttribute('viewBox', '0 0 500 300');
  overlay.setAttribute('preserveAspectRatio', 'none');
  overlay.setAttribute('aria-hidden', 'true');
  reels.append(overlay);

  const setStrip = (reel: number, cells: string[], offsetCells: number, durationMs: number) => {
    const strip = strips[reel];
    if (!strip) return;
    strip.style.transition = 'none';
    strip.style.height = `${(cells.length / ROWS) * 100}%`;
    strip.innerHTML = cells.map((s) => `<div class="cell" style="height:${100 / cells.length}%">${symbolSvg(s)}</div>`).join('');
    strip.style.transform = `translateY(-${(offsetCells / cells.length) * 100}%)`;
    if (durationMs > 0) {
      void strip.offsetHeight;
      strip.style.transition = `transform ${durationMs}ms cubic-bezier(.2,.7,.25,1.08)`;
      strip.style.transform = 'translateY(0)';
    }
  };
  current.forEach((cells, r) => setStrip(r, cells, 0, 0));
  describe(current);

  const machine = el(
    'section',
    { class: 'machine', 'aria-label': state.game.name },
    el('div', { class: 'marquee' }, el('span', { class: 'marquee-lights', 'aria-hidden': 'true' }), el('span', { class: 'marquee-text', text: state.game.name })),
    el('div', { class: 'reels-frame' }, reels),
  );

  // ── Win meter ──
  const winLabel = el('span', { class: 'win-label', text: t('noWin') });
  const winAmount = el('output', { class: 'win-amount', 'aria-live': 'polite' });
  const meter = el('div', { class: 'win-meter' }, winLabel, winAmount);
  const bigWin = el('div', { class: 'big-win', 'aria-hidden': 'true' });

  // ── Controls ──
  const bet = buildBetSelector(state, { separateMax: true });
  const spinBtn = el('button', { class: 'spin-btn', type: 'button', 'aria-label': t('spin') }, el('span', { class: 'spin-icon', 'aria-hidden': 'true' }), el('span', { class: 'spin-text', text: t('spin') }));
  const autoBtn = el('button', { class: 'chip-btn auto-btn', type: 'button', 'aria-pressed': 'false', text: t('auto') });
  const controls = el('div', { class: 'controls' }, bet.root, el('div', { class: 'control-chips' }, bet.maxButton, autoBtn), spinBtn);

  // ── Side panel (desktop) ──
  const historyList = el('ol', { class: 'history-list' });
  const side = el(
    'aside',
    { class: 'side' },
    el('section', { class: 'panel' }, el('h2', { text: t('paytable') }), paytable()),
    el('section', { class: 'panel' }, el('h2', { text: t('history') }), historyList),
  );
  const addHistory = (betMinor: number, winMinor: number, prepend: boolean) => {
    const item = el(
      'li',
      { class: winMinor > 0 ? 'won' : 'lost' },
      el('span', { text: money(betMinor, state.currency) }),
      el('strong', { text: winMinor > 0 ? `+${money(winMinor, state.currency)}` : '—' }),
    );
    if (prepend) historyList.prepend(item);
    else historyList.append(item);
    while (historyList.children.length > 12) historyList.lastElementChild?.remove();
  };
  state.history.forEach((h) => addHistory(h.bet, h.win, false));

  const trialNote = state.trial ? el('p', { class: 'trial-note', text: t('trialNote') }) : '';
  app.append(header.root, el('div', { class: 'layout' }, el('div', { class: 'stage' }, machine, meter, controls, trialNote), side), bigWin);

  function paytable(): HTMLElement {
    const rows = [...symbols].reverse().map((s) => {
      const pays = slot?.pays[s] ?? [];
      const cells = [5, 4, 3, 2]
        .filter((k) => (pays[k - 2] ?? 0) > 0)
        .map((k) => el('span', { class: 'pay' }, el('b', { text: `${k}×` }), ` ${money(Math.floor((bet.value() * (pays[k - 2] ?? 0)) / 5), state.currency)}`));
      const icon = el('span', { class: 'pay-icon' });
      icon.innerHTML = symbolSvg(s);
      return el('li', { class: 'pay-row' }, icon, el('span', { class: 'pays' }, ...cells));
    });
    const lines = (slot?.lines ?? []).map((rowsOfLine, i) => {
      const mini = el('span', { class: 'mini-line', 'aria-label': `${t('line')} ${i + 1}`, role: 'img' });
      for (let row = 0; row < ROWS; row++) for (let reel = 0; reel < REELS; reel++) mini.append(el('i', { class: rowsOfLine[reel] === row ? 'on' : '' }));
      mini.style.setProperty('--line-color', LINE_COLORS[i] ?? '#fff');
      return mini;
    });
    return el(
      'div',
      { class: 'paytable' },
      el('ul', { class: 'pay-list' }, ...rows),
      el('h3', { text: t('lines') }),
      el('div', { class: 'mini-lines' }, ...lines),
      el('p', { class: 'rules', text: t('slotRules') }),
      el('p', { class: 'rtp', text: `${t('rtp')}: ${slot?.rtp ?? 0}%` }),
    );
  }

  const refreshPaytable = () => {
    const panel = side.querySelector('.paytable');
    if (panel) panel.replaceWith(paytable());
  };
  bet.onChange(refreshPaytable);

  const clearWins = () => {
    overlay.replaceChildren();
    reels.querySelectorAll('.cell.hit').forEach((c) => c.classList.remove('hit'));
    reels.classList.remove('has-win');
    bigWin.classList.remove('show');
  };

  const showWins = (outcome: SlotOutcome) => {
    for (const win of outcome.lines) {
      const rowsOfLine = slot.lines[win.line] ?? [];
      const points = rowsOfLine.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
      const poly = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
      poly.setAttribute('points', points);
      poly.setAttribute('stroke', LINE_COLORS[win.line] ?? '#fff');
      poly.setAttribute('vector-effect', 'non-scaling-stroke');
      overlay.append(poly);
      for (let reel = 0; reel < win.count; reel++) {
        const row = rowsOfLine[reel] ?? 0;
        strips[reel]?.children[row]?.classList.add('hit');
      }
    }
    if (outcome.lines.length) reels.classList.add('has-win');
  };

  const countUp = async (target: number) => {
    const steps = reduceMotion ? 1 : 24;
    for (let i = 1; i <= steps; i++) {
      winAmount.textContent = money(Math.round((target * i) / steps), state.currency);
      await sleep(28);
    }
  };

  let busy = false;
  let auto = false;

  const spin = async (): Promise<boolean> => {
    if (busy) return false;
    const stake = bet.value();
    if (stake > balance) {
      toast(t('insufficient'));
      return false;
    }
    busy = true;
    bet.setDisabled(true);
    spinBtn.disabled = !auto;
    spinBtn.classList.add('busy');
    clearWins();
    winLabel.textContent = t('spinning');
    winAmount.textContent = '';
    header.setBalance(balance - stake);
    // Blur while waiting for the server.
    reelEls.forEach((r) => r.classList.add('blur'));
    try {
      const result = await playRound({ bet: stake });
      const outcome = result.outcome as unknown as SlotOutcome;
      const next = outcome.grid;
      for (let r = 0; r < REELS; r++) {
        const filler = Array.from({ length: SPIN_CELLS + r * 4 }, randomSymbol);
        const cells = [...(next[r] ?? []), ...filler, ...(current[r] ?? [])];
        const duration = reduceMotion ? 0 : 700 + r * 220;
        setStrip(r, cells, cells.length - ROWS, duration);
        window.setTimeout(() => reelEls[r]?.classList.remove('blur'), Math.max(0, duration - 250));
      }
      await sleep(reduceMotion ? 0 : 700 + (REELS - 1) * 220 + 80);
      // Settle: keep only the visible cells.
      next.forEach((cells, r) => setStrip(r, cells, 0, 0));
      current = next;
      describe(next);
      balance = result.balance;
      header.setBalance(balance);
      announceBalance(state, balance);
      addHistory(result.bet, result.win, true);
      if (result.win > 0) {
        showWins(outcome);
        winLabel.textContent = t('win');
        header.pulse('win');
        if (result.win >= result.bet * 10) {
          bigWin.textContent = t('bigWin');
          bigWin.classList.add('show');
        }
        await countUp(result.win);
      } else {
        winLabel.textContent = t('noWin');
      }
      return true;
    } catch (e) {
      reelEls.forEach((r) => r.classList.remove('blur'));
      header.setBalance(balance);
      winLabel.textContent = t('noWin');
      toast(messageFor(e));
      return false;
    } finally {
      busy = false;
      bet.setDisabled(auto);
      spinBtn.disabled = false;
      spinBtn.classList.remove('busy');
    }
  };

  const setAuto = (on: boolean) => {
    auto = on;
    autoBtn.setAttribute('aria-pressed', String(on));
    autoBtn.textContent = on ? t('stop') : t('auto');
    autoBtn.classList.toggle('on', on);
    bet.setDisabled(on || busy);
  };

  spinBtn.addEventListener('click', () => {
    if (auto) setAuto(false);
    else void spin();
  });
  const runAuto = async () => {
    setAuto(true);
    while (auto) {
      const ok = await spin();
      if (!ok) break;
      await sleep(reduceMotion ? 600 : 900);
    }
    setAuto(false);
  };
  autoBtn.addEventListener('click', () => {
    if (auto) setAuto(false);
    else void runAuto();
  });
  document.addEventListener('keydown', (e) => {
    if (e.code === 'Space' && !(e.target instanceof HTMLButtonElement) && !document.querySelector('dialog[open]')) {
      e.preventDefault();
      void spin();
    }
  });
}

void boot(start);
