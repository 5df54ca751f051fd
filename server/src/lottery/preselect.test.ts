import { describe, expect, it } from 'vitest';
import { playTypeOfMode } from '@lotto/contract';
import { preselectedPicks } from './preselect.js';

describe('quick-bet numbers on the lottery page', () => {
  it('takes five SSC digits as one pick per position', () => {
    expect(preselectedPicks('SSC', '3,1,4,1,5')).toEqual([
      { playCode: 'pos1', selection: '3' },
      { playCode: 'pos2', selection: '1' },
      { playCode: 'pos3', selection: '4' },
      { playCode: 'pos4', selection: '1' },
      { playCode: 'pos5', selection: '5' },
    ]);
  });

  it('takes five distinct 11X5 numbers as "any one number" picks, two digits each', () => {
    expect(preselectedPicks('11X5', '01,5,07,10,11').map((p) => `${p.playCode}:${p.selection}`)).toEqual(['any1:01', 'any1:05', 'any1:07', 'any1:10', 'any1:11']);
  });

  it('ignores a set of the wrong shape as a whole', () => {
    for (const bad of ['1,2,3,4', '1,2,3,4,5,6', '1,2,3,4,10', 'a,1,2,3,4', '1,2,,3,4', '-1,2,3,4,5', '', '1;2;3;4;5']) {
      expect(preselectedPicks('SSC', bad), bad).toEqual([]);
    }
    for (const bad of ['01,02,03,04,04', '00,01,02,03,04', '01,02,03,04,12', '1,2,3,4', '001,02,03,04,05']) {
      expect(preselectedPicks('11X5', bad), bad).toEqual([]);
    }
    expect(preselectedPicks('SSC', undefined)).toEqual([]);
    expect(preselectedPicks('SSC', ['1', '2', '3', '4', '5'])).toEqual([]);
    expect(preselectedPicks('SSC', `${'1,'.repeat(40)}1`)).toEqual([]);
    // quick bet has no Thai or VN sets
    expect(preselectedPicks('THAI', '1,2,3,4,5')).toEqual([]);
    expect(preselectedPicks('VN', '1,2,3,4,5')).toEqual([]);
  });

  it('reads the play type of a lottoMode: Entertainment modes are 2', () => {
    expect(playTypeOfMode('Entertainment')).toBe(2);
    expect(playTypeOfMode('Elott_Entertainment')).toBe(2);
    expect(playTypeOfMode('Traditional')).toBe(1);
    expect(playTypeOfMode('SEA_Tradition')).toBe(1);
    expect(playTypeOfMode(undefined)).toBe(1);
  });
});
