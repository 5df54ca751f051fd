import { describe, expect, it } from 'vitest';
import { clampPosition, showsMiniGame } from './mini-game';

describe('mini-game visibility', () => {
  it('[S2-2.25] shows only when logged in and the route is not hidden', () => {
    expect(showsMiniGame(false, '/')).toBe(false);
    expect(showsMiniGame(true, '/')).toBe(true);
    expect(showsMiniGame(true, '/promotion')).toBe(true);
    for (const p of ['/lottery', '/lott', '/vnLottery', '/vnlottery', '/elott', '/trend', '/login', '/maintenance', '/lottery/']) {
      expect(showsMiniGame(true, p)).toBe(false);
    }
  });

  it('keeps the widget on screen', () => {
    expect(clampPosition({ x: -50, y: 2000 }, { width: 64, height: 64 }, { width: 390, height: 844 })).toEqual({ x: 8, y: 772 });
  });
});
