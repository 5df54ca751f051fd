import {
  boot,
  buildBetSelector,
  buildHeader,
  cashOutLiveRound,
  el,
  lookLiveRound,
  messageFor,
  money,
  announceBalance,
  openDialog,
  startLiveRound,
  t,
  toast,
  type LiveRoundReply,
  type StateReply,
} from './common.js';
import { CRASH_RATE_PER_MS as RATE } from '../api-types.js';

/**
 * The crash page. A round is live: the bet is debited when it starts, the multiplier climbs on the
 * server clock, and the round stays open until the player cashes out, the optional auto target is
 * reached or it crashes. The server keeps the crash point until the round is settled; the page asks
 * for the round every POLL_MS to learn the end.
 */

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const QUICK_TARGETS = [150, 200, 300, 500, 1000];
const POLL_MS = 400;

const fmtX = (x100: number) => `${(x100 / 100).toFixed(2)}×`;

function start(state: StateReply, app: HTMLElement) {
  const limits = state.crash ?? { minTarget: 101, maxTarget: 10_000, rtp: 97 };
  let balance = state.balance;
  const header = buildHeader(state, () => openDialog(t('rules'), rules()));

  // ── Stage: canvas curve with the multiplier over it ──
  const canvas = el('canvas', { class: 'crash-canvas', 'aria-hidden': 'true' });
  // The climbing number is decoration for assistive technology; the status line says the result.
  const multiplier = el('div', { class: 'multiplier', 'aria-hidden': 'true', text: '1.00×' });
  const status = el('p', { class: 'crash-status', role: 'status', text: t('noWin') });
  const stage = el('section', { class: 'crash-stage', 'aria-label': state.game.name }, canvas, el('div', { class: 'crash-readout' }, multiplier, status));

  // ── History strip ──
  const strip = el('ol', { class: 'crash-history', 'aria-label': t('history') });
  const addHistory = (x100: number, prepend: boolean) => {
    const item = el('li', { class: x100 >= 200 ? 'high' : 'low', text: fmtX(x100) });
    if (prepend) strip.prepend(item);
    else strip.append(item);
    while (strip.children.length > 14) strip.lastElementChild?.remove();
  };
  state.history.forEach((h) => h.crashX100 !== undefined && addHistory(h.crashX100, false));

  // ── Controls ──
  const bet = buildBetSelector(state);
  const targetInput = el('input', {
    class: 'target-input',
    type: 'number',
    inputmode: 'decimal',
    min: (limits.minTarget / 100).toFixed(2),
    max: (limits.maxTarget / 100).toFixed(2),
    step: '0.01',
    value: '2.00',
    placeholder: '—',
    id: 'target',
    'aria-label': t('targetAria'),
  });
  const quick = el(
    'div',
    { class: 'quick-targets' },
    ...QUICK_TARGETS.map((x) => {
      const b = el('button', { class: 'chip-btn', type: 'button', text: fmtX(x) });
      b.addEventListener('click', () => {
        targetInput.value = (x / 100).toFixed(2);
        updatePotential();
      });
      return b;
    }),
  );
  const potential = el('output', { class: 'potential-value' });
  const target = el(
    'div',
    { class: 'target' },
    el('label', { class: 'bet-label', for: 'target', text: t('target') }),
    el('div', { class: 'target-row' }, targetInput, el('span', { class: 'target-x', 'aria-hidden': 'true', text: '×' })),
    quick,
    el('p', { class: 'potential' }, el('span', { text: `${t('potential')}: ` }), potential),
  );
  const betBtn = el('button', { class: 'bet-btn', type: 'button', text: t('placeBet') });
  const cashBtn = el('button', { class: 'bet-btn cash-btn', type: 'button', text: t('cashOut'), disabled: true });
  const controls = el('div', { class: 'crash-controls' }, bet.root, target, el('div', { class: 'crash-actions' }, betBtn, cashBtn));
  const trialNote = state.trial ? el('p', { class: 'trial-note', text: t('trialNote') }) : '';

  const side = el('aside', { class: 'side' }, el('section', { class: 'panel' }, el('h2', { text: t('rules') }), rules()));
  app.append(header.root, el('div', { class: 'layout' }, el('div', { class: 'stage' }, strip, stage, controls, trialNote), side));

  function rules(): HTMLElement {
    return el('div', { class: 'paytable' }, el('p', { class: 'rules', text: t('crashRules') }), el('p', { class: 'rtp', text: `${t('rtp')}: ${limits.rtp}%` }));
  }

  /** The auto cash-out in hundredths, null when left empty (manual cash-out), undefined when invalid. */
  const targetX100 = (): number | null | undefined => {
    if (targetInput.value.trim() === '') return null;
    const v = Math.round(Number(targetInput.value) * 100);
    return Number.isFinite(v) && v >= limits.minTarget && v <= limits.maxTarget ? v : undefined;
  };
  function updatePotential() {
    const x = targetX100();
    targetInput.setAttribute('aria-invalid', String(x === undefined));
    potential.textContent = x === null || x === undefined ? '—' : money(Math.floor((bet.value() * x) / 100), state.currency);
  }
  targetInput.addEventListener('input', updatePotential);
  bet.onChange(updatePotential);
  updatePotential();

  // ── Drawing ──
  const ctx = canvas.getContext('2d');
  const draw = (x100: number, phase: 'fly' | 'cashed' | 'crashed', cashX100?: number) => {
    if (!ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const pad = 28;
    const m = x100 / 100;
    // Axes grow with the flight so the curve keeps its shape.
    const tNow = Math.log(Math.max(m, 1)) / RATE;
    const tMax = Math.max(tNow, 4000);
    const mMax = Math.max(m * 1.15, 2);
    const px = (tt: number) => pad + (tt / tMax) * (w - pad * 2);
    const py = (mm: number) => h - pad - ((mm - 1) / (mMax - 1)) * (h - pad * 2);
    // Grid.
    ctx.strokeStyle = 'rgba(255,255,255,.07)';
    ctx.lineWidth = 1;
    ctx.font = '11px system-ui, sans-serif';
    ctx.fillStyle = 'rgba(255,255,255,.35)';
    const stepM = mMax > 20 ? 5 : mMax > 8 ? 2 : mMax > 3 ? 1 : 0.5;
    for (let gm = 1; gm <= mMax; gm += stepM) {
      const y = py(gm);
      ctx.beginPath();
      ctx.moveTo(pad, y);
      ctx.lineTo(w - pad, y);
      ctx.stroke();
      ctx.fillText(`${gm.toFixed(gm % 1 ? 1 : 0)}×`, 4, y - 3);
    }
    // Curve.
    const color = phase === 'crashed' ? '#ff4d6d' : phase === 'cashed' ? '#3dffa8' : '#ffd43b';
    const grad = ctx.createLinearGradient(0, h, 0, 0);
    grad.addColorStop(0, 'rgba(255,61,166,0)');
    grad.addColorStop(1, phase === 'crashed' ? 'rgba(255,77,109,.35)' : 'rgba(34,225,255,.35)');
    ctx.beginPath();
    ctx.moveTo(px(0), py(1));
    const n = 80;
    for (let i = 1; i <= n; i++) {
      const tt = (tNow * i) / n;
      ctx.lineTo(px(tt), py(Math.exp(RATE * tt)));
    }
    ctx.lineTo(px(tNow), py(1));
    ctx.closePath();
    ctx.fillStyle = grad;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(px(0), py(1));
    for (let i = 1; i <= n; i++) {
      const tt = (tNow * i) / n;
      ctx.lineTo(px(tt), py(Math.exp(RATE * tt)));
    }
    ctx.strokeStyle = color;
    ctx.lineWidth = 4;
    ctx.shadowColor = color;
    ctx.shadowBlur = 14;
    ctx.stroke();
    ctx.shadowBlur = 0;
    // Cash-out marker.
    if (cashX100 !== undefined && cashX100 <= x100) {
      const tc = Math.log(cashX100 / 100) / RATE;
      ctx.fillStyle = '#3dffa8';
      ctx.beginPath();
      ctx.arc(px(tc), py(cashX100 / 100), 7, 0, Math.PI * 2);
      ctx.fill();
    }
    // The rocket head.
    const hx = px(tNow);
    const hy = py(m);
    ctx.fillStyle = phase === 'crashed' ? '#ff4d6d' : '#fff';
    ctx.beginPath();
    ctx.arc(hx, hy, phase === 'crashed' ? 11 : 8, 0, Math.PI * 2);
    ctx.fill();
    if (phase === 'crashed') {
      ctx.strokeStyle = 'rgba(255,77,109,.6)';
      ctx.lineWidth = 2;
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        ctx.beginPath();
        ctx.moveTo(hx + Math.cos(a) * 14, hy + Math.sin(a) * 14);
        ctx.lineTo(hx + Math.cos(a) * 24, hy + Math.sin(a) * 24);
        ctx.stroke();
      }
    }
  };
  draw(100, 'fly');
  window.addEventListener('resize', () => draw(100, 'fly'));

  /**
   * Flies a live round until the server says it is settled (by a look or by the cash-out button)
   * and answers the settled round. The drawn multiplier follows the server's elapsed time.
   */
  const flyLive = (round: LiveRoundReply): Promise<LiveRoundReply> =>
    new Promise((resolve) => {
      const began = performance.now() - round.elapsedMs;
      let done = false;
      let cashing = false;
      const finish = (r: LiveRoundReply) => {
        if (done || r.status !== 'settled') return;
        done = true;
        cashBtn.disabled = true;
        cashBtn.onclick = null;
        window.clearInterval(poll);
        resolve(r);
      };
      cashBtn.disabled = false;
      cashBtn.onclick = () => {
        if (cashing || done) return;
        cashing = true;
        cashBtn.disabled = true;
        cashOutLiveRound(round.roundId)
          .then(finish)
          .catch((e: unknown) => {
            toast(messageFor(e));
            cashing = false;
            cashBtn.disabled = done;
          });
      };
      const poll = window.setInterval(() => {
        lookLiveRound(round.roundId)
          .then(finish)
          .catch(() => undefined);
      }, POLL_MS);
      let lastDraw = 0;
      const frame = (now: number) => {
        if (done) return;
        const x100 = Math.floor(Math.exp(RATE * Math.max(0, now - began)) * 100);
        multiplier.textContent = fmtX(x100);
        // With reduced motion the curve is redrawn twice a second instead of every frame.
        if (!reduceMotion || now - lastDraw > 500) {
          draw(x100, 'fly');
          lastDraw = now;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      if (round.status === 'settled') finish(round);
    });

  let busy = false;
  const setBusy = (b: boolean) => {
    busy = b;
    betBtn.disabled = b;
    bet.setDisabled(b);
    targetInput.disabled = b;
  };

  /** Follows a started (or resumed) round to its end and shows the result. */
  const follow = async (round: LiveRoundReply) => {
    setBusy(true);
    stage.classList.remove('crashed', 'cashed');
    stage.classList.add('flying');
    status.textContent = t('flying');
    balance = round.balance;
    header.setBalance(balance);
    announceBalance(state, balance);
    const settled = await flyLive(round);
    const crashX100 = settled.crashX100 ?? 100;
    const cashedAt = settled.cashedOutX100 ?? null;
    stage.classList.remove('flying');
    multiplier.textContent = fmtX(crashX100);
    draw(crashX100, 'crashed', cashedAt ?? undefined);
    stage.classList.add(cashedAt === null ? 'crashed' : 'cashed');
    status.textContent =
      cashedAt === null ? `${t('crashed')} @ ${fmtX(crashX100)}` : `${t('cashedOut')} @ ${fmtX(cashedAt)}  +${money(settled.win, state.currency)}`;
    balance = settled.balance;
    header.setBalance(balance);
    if (settled.win > 0) header.pulse('win');
    announceBalance(state, balance);
    addHistory(crashX100, true);
    await sleep(reduceMotion ? 0 : 600);
    setBusy(false);
  };

  const placeBet = async () => {
    if (busy) return;
    const x = targetX100();
    if (x === undefined) {
      targetInput.focus();
      toast(`${t('target')}: ${fmtX(limits.minTarget)} – ${fmtX(limits.maxTarget)}`);
      return;
    }
    const stake = bet.value();
    if (stake > balance) return toast(t('insufficient'));
    setBusy(true);
    let round: LiveRoundReply;
    try {
      round = await startLiveRound({ bet: stake, ...(x === null ? {} : { target: x }) });
    } catch (e) {
      setBusy(false);
      toast(messageFor(e));
      return;
    }
    await follow(round);
  };
  betBtn.addEventListener('click', () => void placeBet());
  // A reloaded page picks up the round still in flight.
  if (state.openRound) void follow(state.openRound);
}

void boot(start);
