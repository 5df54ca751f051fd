import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRefreshThrottle,
  cryptoRandomInt,
  drawQuickNumbers,
  isValidQuickSet,
  quickGroupOf,
  selectQuickGames,
  toBetParam,
} from './quick-bet';

describe('quick-bet number rules', () => {
  it('[S2-5.8] [S2-9.7] SSC draws 5 digits, each 0-9, across many draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const set = drawQuickNumbers('SSC');
      expect(set).toHaveLength(5);
      for (const n of set) {
        expect(n).toMatch(/^[0-9]$/);
        seen.add(n);
      }
      expect(isValidQuickSet('SSC', set)).toBe(true);
    }
    // every digit shows up: the rule is 0-9, not a narrower range
    expect([...seen].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('[S2-5.8] [S2-9.7] 11X5 draws five distinct two-digit numbers of 01-11, sorted', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const set = drawQuickNumbers('11X5');
      expect(set).toHaveLength(5);
      expect(new Set(set).size).toBe(5);
      for (const n of set) {
        expect(n).toMatch(/^(0[1-9]|1[01])$/);
        seen.add(n);
      }
      expect([...set].sort()).toEqual(set);
      expect(isValidQuickSet('11X5', set)).toBe(true);
    }
    expect(seen.size).toBe(11);
  });

  it('SSC allows a repeated digit while 11X5 never repeats, even with a source that always answers 0', () => {
    const zero = () => 0;
    expect(drawQuickNumbers('SSC', zero)).toEqual(['0', '0', '0', '0', '0']);
    expect(drawQuickNumbers('11X5', zero)).toEqual(['01', '02', '03', '04', '05']);
    const max = (n: number) => n - 1;
    expect(drawQuickNumbers('SSC', max)).toEqual(['9', '9', '9', '9', '9']);
    const top = drawQuickNumbers('11X5', max);
    expect(isValidQuickSet('11X5', top)).toBe(true);
    expect(top).toContain('11');
  });

  it('rejects sets breaking the rules', () => {
    expect(isValidQuickSet('SSC', ['1', '2', '3', '4'])).toBe(false);
    expect(isValidQuickSet('SSC', ['1', '2', '3', '4', '10'])).toBe(false);
    expect(isValidQuickSet('11X5', ['01', '01', '03', '04', '05'])).toBe(false);
    expect(isValidQuickSet('11X5', ['00', '02', '03', '04', '05'])).toBe(false);
    expect(isValidQuickSet('11X5', ['01', '02', '03', '04', '12'])).toBe(false);
  });

  it('cryptoRandomInt stays within range', () => {
    for (let i = 0; i < 200; i++) {
      const v = cryptoRandomInt(11);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(11);
    }
  });

  it('[S2-2.5] bet_param is the numbers comma-joined', () => {
    expect(toBetParam(['01', '05', '07', '09', '11'])).toBe('01,05,07,09,11');
  });
});

describe('quick-game list selection', () => {
  const g = (code: string, group: string) => ({ gameCode: code, gameGroupCode: group });
  const codes = (list: { gameCode: string }[]) => list.map((x) => x.gameCode);

  it('reads the group from gameGroupCode or gametype', () => {
    expect(quickGroupOf({ gameGroupCode: 'ssc' })).toBe('SSC');
    expect(quickGroupOf({ gametype: '11X5' })).toBe('11X5');
    expect(quickGroupOf({ gameGroupCode: 'K3' })).toBeNull();
  });

  it('[S2-9.7] takes 3 SSC games, then 11X5 games to fill up to 5', () => {
    const list = [g('s1', 'SSC'), g('e1', '11X5'), g('s2', 'SSC'), g('s3', 'SSC'), g('s4', 'SSC'), g('e2', '11X5'), g('e3', '11X5'), g('k1', 'K3')];
    expect(codes(selectQuickGames(list))).toEqual(['s1', 's2', 's3', 'e1', 'e2']);
  });

  it('[S2-9.7] fills with 11X5 when SSC games are few, and never lists other groups', () => {
    const list = [g('k1', 'K3'), g('e1', '11X5'), g('s1', 'SSC'), g('e2', '11X5'), g('e3', '11X5'), g('e4', '11X5'), g('e5', '11X5')];
    expect(codes(selectQuickGames(list))).toEqual(['s1', 'e1', 'e2', 'e3', 'e4']);
  });

  it('fills the rest with SSC games when 11X5 runs short', () => {
    const list = [g('s1', 'SSC'), g('s2', 'SSC'), g('s3', 'SSC'), g('s4', 'SSC'), g('s5', 'SSC'), g('e1', '11X5')];
    expect(codes(selectQuickGames(list))).toEqual(['s1', 's2', 's3', 'e1', 's4']);
  });

  it('is empty without quick games', () => {
    expect(selectQuickGames([g('k1', 'K3')])).toEqual([]);
  });
});

describe('countdown refresh throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('[S2-4.4] [S2-9.5] lets a refresh through at most once per 5 s while asked every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const throttle = createRefreshThrottle();
    let runs = 0;
    const timer = setInterval(() => {
      if (throttle.tryRun()) runs++;
    }, 1000);
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(1); // the first ask at zero goes through
    vi.advanceTimersByTime(4000);
    expect(runs).toBe(1); // asks at 2, 3, 4, 5 s are inside the window
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(2); // 6 s: 5 s after the first
    vi.advanceTimersByTime(14_000);
    expect(runs).toBe(4); // 11 s and 16 s
    clearInterval(timer);
  });

  it('reset lets the next ask through at once', () => {
    let now = 0;
    const throttle = createRefreshThrottle(5000, () => now);
    expect(throttle.tryRun()).toBe(true);
    now = 100;
    expect(throttle.tryRun()).toBe(false);
    throttle.reset();
    expect(throttle.tryRun()).toBe(true);
  });
});
