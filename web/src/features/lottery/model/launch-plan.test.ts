import { describe, expect, it } from 'vitest';
import { frameUrl, isFrameableUrl, lottoModeOf, parseBetParam, planLotteryLaunch, planVnLaunch } from './launch-plan';

const q = (s: string) => new URLSearchParams(s);

describe('lotto mode mapping', () => {
  it('[S2-4.3] LOTT play type 1/2 is Traditional/Entertainment, ELOTT adds the Elott_ prefix, SEA is SEA_Tradition', () => {
    expect(lottoModeOf({ area: 'LOTT', playType: 1 })).toBe('Traditional');
    expect(lottoModeOf({ area: 'LOTT', playType: '2' })).toBe('Entertainment');
    expect(lottoModeOf({ area: 'ELOTT', playType: '1' })).toBe('Elott_Traditional');
    expect(lottoModeOf({ area: 'ELOTT', playType: 2 })).toBe('Elott_Entertainment');
    expect(lottoModeOf({ area: 'SEA', playType: 2 })).toBe('SEA_Tradition');
  });

  it('[S2-4.3] the long_dragon game always uses mode 2', () => {
    expect(lottoModeOf({ area: 'LOTT', playType: 1, gameCode: 'long_dragon' })).toBe('Entertainment');
    expect(lottoModeOf({ area: 'ELOTT', playType: 1, gameCode: 'long_dragon' })).toBe('Elott_Entertainment');
    expect(planLotteryLaunch(q('gameCode=long_dragon&playType=1'), 'LOTT').request.lottoMode).toBe('Entertainment');
  });

  it('[S2-9.8] groups 9, 10 and 11 are the Thai group and launch SEA', () => {
    for (const g of [9, 10, '11']) expect(lottoModeOf({ area: 'LOTT', playType: 1, groupId: g })).toBe('SEA_Tradition');
    expect(lottoModeOf({ area: 'LOTT', playType: 1, groupId: 8 })).toBe('Traditional');
    expect(lottoModeOf({ area: 'LOTT', playType: 1, groupId: 12 })).toBe('Traditional');
    const plan = planLotteryLaunch(q('lottoGameGroup=10'), 'LOTT');
    expect(plan.request).toMatchObject({ lottoMode: 'SEA_Tradition', prizeMode: 'SEA', lottoGameCode: 'lobby' });
  });

  it('unknown play types fall back to Traditional', () => {
    expect(lottoModeOf({ area: 'LOTT', playType: '7' })).toBe('Traditional');
    expect(lottoModeOf({ area: 'LOTT' })).toBe('Traditional');
  });
});

describe('/lottery query handling', () => {
  it('[S2-2.5] [S2-7.2] gameCode with playType opens that game with the matching lottoMode', () => {
    const plan = planLotteryLaunch(q('gameCode=cqssc&playType=2'), 'LOTT', 'EN');
    expect(plan.request).toEqual({ launchMode: 'LOTT', lottoMode: 'Entertainment', lottoGameCode: 'cqssc', language: 'EN' });
    expect(plan.frameParams).toEqual({ playType: '2' });
    expect(plan.gameCode).toBe('cqssc');
  });

  it('[S2-2.5] gameId with gameCode opens the game and tells the frame the id', () => {
    const plan = planLotteryLaunch(q('gameId=42&gameCode=gd11x5'), 'LOTT');
    expect(plan.request).toMatchObject({ lottoMode: 'Traditional', lottoGameCode: 'gd11x5', language: 'CN' });
    expect(plan.frameParams).toEqual({ gameId: '42', playType: '1' });
  });

  it('[S2-2.5] bet_param carries the comma-joined picked numbers to the game', () => {
    const plan = planLotteryLaunch(q('gameCode=cqssc&playType=1&bet_param=1,2,3,4,5'), 'LOTT');
    expect(plan.betNumbers).toEqual(['1', '2', '3', '4', '5']);
    expect(plan.frameParams.bet_param).toBe('1,2,3,4,5');
  });

  it('drops a malformed bet_param as a whole', () => {
    expect(parseBetParam('1,2,<script>')).toEqual([]);
    expect(parseBetParam('1,,2')).toEqual([]);
    expect(parseBetParam(Array.from({ length: 21 }, () => '1').join(','))).toEqual([]);
    expect(planLotteryLaunch(q('gameCode=cqssc&bet_param=a,b'), 'LOTT').frameParams.bet_param).toBeUndefined();
  });

  it('[S2-2.5] lottoGameGroup opens the lobby of that group tag', () => {
    const plan = planLotteryLaunch(q('lottoGameGroup=SSC'), 'LOTT');
    expect(plan.request).toMatchObject({ lottoMode: 'Traditional', lottoGameCode: 'lobby' });
    expect(plan.request.prizeMode).toBeUndefined();
    expect(plan.frameParams).toEqual({ lottoGameGroup: 'SSC' });
  });

  it('[S2-3.7] no query opens the lobby; a bad game code is ignored', () => {
    expect(planLotteryLaunch(q(''), 'LOTT').request).toMatchObject({ lottoGameCode: 'lobby', lottoMode: 'Traditional', language: 'CN' });
    expect(planLotteryLaunch(q('gameCode=../../x'), 'LOTT').gameCode).toBe('lobby');
  });

  it('[S2-4.3] /elott launches with the Elott_ prefix; prizeMode SEA launches SEA', () => {
    expect(planLotteryLaunch(q('gameCode=cqssc&playType=2'), 'ELOTT').request.lottoMode).toBe('Elott_Entertainment');
    expect(planLotteryLaunch(q('gameCode=thai_gov&prizeMode=SEA'), 'LOTT').request).toMatchObject({
      lottoMode: 'SEA_Tradition',
      prizeMode: 'SEA',
      lottoGameCode: 'thai_gov',
    });
  });
});

describe('/vnLottery query handling', () => {
  it('[S2-4.2] [S2-2.7] a gameCode opens the betting view', () => {
    const plan = planVnLaunch(q('gameCode=vn_north&labelName=North'), 'VI');
    expect(plan.request).toEqual({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      device: 'WEB',
      lottoView: 'betting',
      hasLobby: true,
      lottoGameCode: 'vn_north',
      labelName: 'North',
      language: 'VI',
    });
  });

  it('[S2-4.2] no code, or the code lobby, opens the lobby view', () => {
    expect(planVnLaunch(q('')).request).toMatchObject({ lottoView: 'lobby', lottoGameCode: 'lobby' });
    expect(planVnLaunch(q('gameCode=lobby')).request).toMatchObject({ lottoView: 'lobby', lottoGameCode: 'lobby' });
  });
});

describe('frame URLs', () => {
  it('adds the frame parameters to relative and absolute game URLs', () => {
    expect(frameUrl('/lotto/play?t=abc', { bet_param: '1,2' })).toBe('/lotto/play?t=abc&bet_param=1%2C2');
    expect(frameUrl('https://lotto.example/g?t=1', { gameId: '5' })).toBe('https://lotto.example/g?t=1&gameId=5');
    expect(frameUrl('/lotto/play', {})).toBe('/lotto/play');
  });

  it('only frames http(s) or same-origin paths', () => {
    expect(isFrameableUrl('/trend/x')).toBe(true);
    expect(isFrameableUrl('https://lotto.example/trend')).toBe(true);
    expect(isFrameableUrl('javascript:alert(1)')).toBe(false);
    expect(isFrameableUrl('//evil.example/x')).toBe(false);
    expect(isFrameableUrl(null)).toBe(false);
  });
});
