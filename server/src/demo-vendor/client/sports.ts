import type { HistoryItem, SportsMatchView, SportsMatchdayView, SportsOutcome, SportsOutcomeKey, SportsPick } from '../api-types.js';
import {
  ApiError,
  announceBalance,
  boot,
  buildHeader,
  el,
  getState,
  messageFor,
  money,
  openDialog,
  playRound,
  t,
  toast,
  type StateReply,
} from './common.js';

/**
 * The virtual sports page: the current matchday's 6 matches with their odds, one pick, a stake, and
 * the result the server draws for the bet (final score, won or lost). The matchday changes every
 * 5 minutes by the server clock; the page loads the next one when the current closes.
 */

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const fmtOdds = (x100: number) => (x100 / 100).toFixed(2);
/** Visible short labels of the 1X2 market (the accessible name says the outcome in words). */
const SHORT: Record<SportsOutcomeKey, string> = { home: '1', draw: 'X', away: '2' };

interface Chosen extends SportsPick {
  home: string;
  away: string;
  oddsX100: number;
}

function start(initial: StateReply, app: HTMLElement) {
  const state = initial;
  let day: SportsMatchdayView | undefined = initial.sports?.matchday;
  if (!day) return;
  const esports = day.variant === 'esports';
  let balance = state.balance;
  let chosen: Chosen | null = null;
  let busy = false;

  const header = buildHeader(state, () => openDialog(t('rules'), rules()), esports ? t('virtualEsports') : t('virtualSports'));

  /** The outcome in words: home win / draw / away win, or "<team> to win" in e-sports. */
  const outcomeLabel = (m: Pick<SportsMatchView, 'home' | 'away'>, o: SportsOutcomeKey): string => {
    if (esports && o !== 'draw') return t('teamWins').replace('{team}', o === 'home' ? m.home : m.away);
    return o === 'home' ? t('homeWin') : o === 'away' ? t('awayWin') : t('draw');
  };
  const matchName = (m: Pick<SportsMatchView, 'home' | 'away'>) => `${m.home} – ${m.away}`;

  // ── Matchday: heading, countdown, matches ──
  const dayTitle = el('h2', { class: 'matchday-title', id: 'matchday-title' });
  const countdown = el('span', { class: 'matchday-countdown' });
  const matchList = el('ol', { class: 'matches', 'aria-labelledby': 'matchday-title' });
  const dayBar = el('div', { class: 'matchday-bar' }, dayTitle, el('p', { class: 'matchday-next' }, el('span', { text: `${t('newOddsIn')} ` }), countdown));
  const oddsButtons: HTMLButtonElement[] = [];

  const renderMatches = () => {
    if (!day) return;
    dayTitle.textContent = `${t('matchday')} ${day.id % 10_000}`;
    oddsButtons.length = 0;
    matchList.replaceChildren(
      ...day.matches.map((m) => {
        const buttons = m.market.map((o) => {
          const b = el(
            'button',
            { class: 'odds-btn', type: 'button', 'aria-pressed': 'false', 'aria-label': `${outcomeLabel(m, o.outcome)}, ${t('odds')} ${fmtOdds(o.oddsX100)}` },
            el('span', { class: 'odds-label', 'aria-hidden': 'true', text: esports ? (o.outcome === 'home' ? m.home : m.away) : SHORT[o.outcome] }),
            el('span', { class: 'odds-value', 'aria-hidden': 'true', text: fmtOdds(o.oddsX100) }),
          );
          b.dataset.match = String(m.index);
          b.dataset.outcome = o.outcome;
          b.addEventListener('click', () => choose({ matchday: day?.id ?? 0, match: m.index, outcome: o.outcome, home: m.home, away: m.away, oddsX100: o.oddsX100 }));
          oddsButtons.push(b);
          return b;
        });
        return el(
          'li',
          { class: 'match' },
          el(
            'p',
            { class: 'match-teams' },
            el('span', { class: 'team', text: m.home }),
            el('span', { class: 'vs', 'aria-hidden': 'true', text: esports ? 'vs' : 'v' }),
            el('span', { class: 'team', text: m.away }),
          ),
          esports ? el('p', { class: 'match-format', text: t('bestOf3') }) : '',
          el('div', { class: `market market-${m.market.length}`, role: 'group', 'aria-label': matchName(m) }, ...buttons),
        );
      }),
    );
  };

  // ── Bet slip ──
  const pickText = el('p', { class: 'slip-pick', text: t('noPick') });
  const stakeInput = el('input', {
    class: 'stake-input',
    id: 'stake',
    type: 'number',
    inputmode: 'decimal',
    min: (state.minBet / 100).toFixed(2),
    max: (state.maxBet / 100).toFixed(2),
    step: '0.01',
    value: (Math.max(state.minBet, Math.min(1_000, state.maxBet)) / 100).toFixed(2),
  });
  const potential = el('output', { class: 'potential-value', for: 'stake' });
  const betBtn = el('button', { class: 'bet-btn', type: 'button', text: t('placeBet') });
  const slip = el(
    'section',
    { class: 'slip', 'aria-labelledby': 'slip-title' },
    el('h2', { class: 'slip-title', id: 'slip-title', text: t('yourPick') }),
    pickText,
    el(
      'div',
      { class: 'slip-row' },
      el('div', { class: 'stake' }, el('label', { class: 'bet-label', for: 'stake', text: t('stake') }), el('div', { class: 'stake-row' }, stakeInput, el('span', { class: 'currency', text: state.currency }))),
      el('p', { class: 'potential' }, el('span', { text: `${t('potential')}: ` }), potential),
      betBtn,
    ),
  );

  // ── Result (live region) ──
  const resultScore = el('p', { class: 'result-score' });
  const resultLine = el('p', { class: 'result-line' });
  const result = el('div', { class: 'sports-result', role: 'status' }, resultScore, resultLine);

  // ── History ──
  const historyList = el('ol', { class: 'history-list sports-history' });
  const addHistory = (h: HistoryItem, prepend: boolean) => {
    if (!h.sports) return;
    const [a, b] = h.sports.score;
    const item = el(
      'li',
      { class: h.win > 0 ? 'won' : 'lost' },
      el('span', { class: 'history-match', text: `${h.sports.home} ${a}–${b} ${h.sports.away}` }),
      el('strong', { text: h.win > 0 ? `+${money(h.win, state.currency)}` : `−${money(h.bet, state.currency)}` }),
    );
    if (prepend) historyList.prepend(item);
    else historyList.append(item);
    while (historyList.children.length > 12) historyList.lastElementChild?.remove();
  };
  state.history.forEach((h) => addHistory(h, false));

  const trialNote = state.trial ? el('p', { class: 'trial-note', text: t('trialNote') }) : '';
  const side = el(
    'aside',
    { class: 'side' },
    el('section', { class: 'panel' }, el('h2', { text: t('rules') }), rules()),
    el('section', { class: 'panel' }, el('h2', { text: t('history') }), historyList),
  );
  app.append(header.root, el('div', { class: 'layout' }, el('div', { class: 'stage sports-stage' }, dayBar, matchList, slip, result, trialNote), side));

  function rules(): HTMLElement {
    return el('div', { class: 'paytable' }, el('p', { class: 'rules', text: t('sportsRules') }), el('p', { class: 'rtp', text: `${t('rtp')}: ≈${initial.sports?.rtp ?? 95}%` }));
  }

  // ── Pick and stake ──
  /** The stake in minor units, or null when it is not a number within the game's limits. */
  const stakeMinor = (): number | null => {
    const v = Math.round(Number(stakeInput.value) * 100);
    return stakeInput.value.trim() !== '' && Number.isFinite(v) && v >= state.minBet && v <= state.maxBet ? v : null;
  };
  const update = () => {
    const stake = stakeMinor();
    stakeInput.setAttribute('aria-invalid', String(stake === null));
    potential.textContent = chosen && stake !== null ? money(Math.floor((stake * chosen.oddsX100) / 100), state.currency) : '—';
    pickText.textContent = chosen ? `${matchName(chosen)}: ${outcomeLabel(chosen, chosen.outcome)} @ ${fmtOdds(chosen.oddsX100)}` : t('noPick');
    pickText.classList.toggle('empty', !chosen);
    for (const b of oddsButtons) {
      const on = chosen !== null && b.dataset.match === String(chosen.match) && b.dataset.outcome === chosen.outcome;
      b.setAttribute('aria-pressed', String(on));
    }
    betBtn.disabled = busy;
    stakeInput.disabled = busy;
    oddsButtons.forEach((b) => (b.disabled = busy));
  };
  function choose(pick: Chosen) {
    chosen = pick;
    update();
  }
  stakeInput.addEventListener('input', update);

  // ── Countdown and the next matchday ──
  let closesAt = performance.now() + day.closesInMs;
  let refreshDue = false;
  const tick = () => {
    const left = Math.max(0, Math.ceil((closesAt - performance.now()) / 1000));
    countdown.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
    if (left === 0 && !refreshDue) {
      refreshDue = true;
      void refresh();
    }
  };
  async function refresh(): Promise<void> {
    if (busy) return; // the bet in flight refreshes when it ends
    try {
      const next = await getState();
      if (next.sports) {
        const changed = next.sports.matchday.id !== day?.id;
        day = next.sports.matchday;
        closesAt = performance.now() + day.closesInMs;
        if (changed) {
          chosen = null;
          renderMatches();
        }
      }
      balance = next.balance;
      header.setBalance(balance);
      refreshDue = false;
    } catch (e) {
      toast(messageFor(e));
      // Try again on the next tick a few seconds later.
      closesAt = performance.now() + 5_000;
      refreshDue = false;
    }
    update();
  }
  window.setInterval(tick, 1000);

  // ── Placing a bet ──
  const showResult = (o: SportsOutcome, bet: number, win: number) => {
    resultScore.textContent = `${t('finalScore')}: ${o.home} ${o.score[0]} – ${o.score[1]} ${o.away} · ${outcomeLabel(o, o.result)}`;
    resultLine.textContent = o.won ? `${t('youWon')} ${money(win, state.currency)}` : `${t('youLost')} · −${money(bet, state.currency)}`;
    result.classList.toggle('won', o.won);
    result.classList.toggle('lost', !o.won);
  };

  const placeBet = async () => {
    if (busy) return;
    if (!chosen) {
      toast(t('noPick'), 'info');
      return;
    }
    const stake = stakeMinor();
    if (stake === null) {
      toast(t('stakeInvalid').replace('{min}', money(state.minBet, state.currency)).replace('{max}', money(state.maxBet, state.currency)));
      stakeInput.focus();
      return;
    }
    if (stake > balance) {
      toast(t('insufficient'));
      return;
    }
    const pick: SportsPick = { matchday: chosen.matchday, match: chosen.match, outcome: chosen.outcome };
    busy = true;
    update();
    result.classList.remove('won', 'lost');
    result.classList.add('playing');
    resultScore.textContent = `${matchName(chosen)}`;
    resultLine.textContent = t('inPlay');
    header.setBalance(balance - stake);
    try {
      const reply = await playRound({ bet: stake, pick });
      // A short kick-off before the final whistle (none when motion is reduced).
      await sleep(reduceMotion ? 0 : 1_200);
      const o = reply.outcome as unknown as SportsOutcome;
      balance = reply.balance;
      header.setBalance(balance);
      announceBalance(state, balance);
      header.pulse(o.won ? 'win' : 'loss');
      showResult(o, reply.bet, reply.win);
      result.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
      addHistory({ roundId: reply.roundId, bet: reply.bet, win: reply.win, sports: o }, true);
    } catch (e) {
      header.setBalance(balance);
      resultScore.textContent = '';
      resultLine.textContent = '';
      // A well-formed bet is refused as invalid only when its matchday has closed.
      if (e instanceof ApiError && e.code === 'request.invalid') {
        toast(t('matchdayClosed'), 'info');
        refreshDue = true;
      } else toast(messageFor(e));
    } finally {
      result.classList.remove('playing');
      busy = false;
      update();
      if (refreshDue) void refresh();
    }
  };
  betBtn.addEventListener('click', () => void placeBet());

  renderMatches();
  update();
  tick();
}

void boot(start);
