import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_QUESTION_TYPES,
  gamePlatformFor,
  isThaiLotteryGroup,
  isTrialAccount,
  loadsContractsAndPayments,
  lottoModeFor,
  maxConcurrentToasts,
  moneyLocale,
  normaliseLanguage,
  promotionPage,
  showsAgentMenu,
  skipsUnreadAndBalance,
  smsCountdownSeconds,
  speedClass,
} from './constants.js';

describe('business constants', () => {
  it('counts down 60 seconds per expired minute', () => {
    expect(smsCountdownSeconds(2)).toBe(120);
    expect(smsCountdownSeconds(0)).toBe(0);
  });

  it('maps zh_CN to CN and falls back to CN', () => {
    expect(normaliseLanguage('zh_CN')).toBe('CN');
    expect(normaliseLanguage('zh-cn')).toBe('CN');
    expect(normaliseLanguage('xx')).toBe('CN');
    expect(normaliseLanguage('th')).toBe('TH');
  });

  it('formats BRL in pt-BR and everything else in en-US', () => {
    expect(moneyLocale('BRL')).toBe('pt-BR');
    expect(moneyLocale('CNY')).toBe('en-US');
    expect(moneyLocale(undefined)).toBe('en-US');
  });

  it('sorts isAgent values into their sets', () => {
    expect(isTrialAccount('4')).toBe(true);
    expect(isTrialAccount('0')).toBe(false);
    expect(['1', '2', '41', '42'].every(showsAgentMenu)).toBe(true);
    expect(['0', '4', '40'].some(showsAgentMenu)).toBe(false);
    expect(['40', '41', '42', '4'].every(skipsUnreadAndBalance)).toBe(true);
    expect(skipsUnreadAndBalance('1')).toBe(false);
    expect(['0', '1', '2'].every(loadsContractsAndPayments)).toBe(true);
    expect(loadsContractsAndPayments(4)).toBe(false);
    expect(isTrialAccount(undefined)).toBe(false);
  });

  it('picks the lottery mode per area and play type, long_dragon always mode 2', () => {
    expect(lottoModeFor('LOTT', 1)).toBe('Traditional');
    expect(lottoModeFor('LOTT', 2)).toBe('Entertainment');
    expect(lottoModeFor('ELOTT', 1)).toBe('Elott_Traditional');
    expect(lottoModeFor('SEA', 2)).toBe('SEA_Tradition');
    expect(lottoModeFor('LOTT', 1, 'long_dragon')).toBe('Entertainment');
  });

  it('treats group ids 9, 10 and 11 as the Thai group', () => {
    expect([9, 10, 11, '10'].every(isThaiLotteryGroup)).toBe(true);
    expect(isThaiLotteryGroup(8)).toBe(false);
  });

  it('maps promotion types to member-centre pages', () => {
    expect(promotionPage('LOGIN')).toBe('rewardCenter');
    expect(promotionPage('REGISTER')).toBe('rewardCenter');
    expect(promotionPage('SAVIOR')).toBe('rewardCenter');
    expect(promotionPage('DEPOSIT_BET_BONUS')).toBe('depositv2');
    expect(promotionPage('DEPOSIT_FIRST')).toBe('depositv2');
    expect(promotionPage('MISSION')).toBe('missionLeaderboard');
    expect(promotionPage('REFERRAL')).toBe('referral');
    expect(promotionPage('UPGRADE_BONUS')).toBe('playerRank');
    expect(promotionPage('RAFFLE')).toBeNull();
  });

  it('classes speeds at 80 and 150 ms, 0 unreachable', () => {
    expect(speedClass(0)).toBe('unreachable');
    expect(speedClass(80)).toBe('fast');
    expect(speedClass(81)).toBe('normal');
    expect(speedClass(150)).toBe('normal');
    expect(speedClass(151)).toBe('slow');
  });

  it('shows max(2, floor(height / 94) - 1) toasts at once', () => {
    expect(maxConcurrentToasts(940)).toBe(9);
    expect(maxConcurrentToasts(200)).toBe(2);
  });

  it('launches PT, PTSS, DG and GPI live or fish games on flash', () => {
    expect(gamePlatformFor('PT', 'LIVE')).toBe('flash');
    expect(gamePlatformFor('GPI', 'FISH')).toBe('flash');
    expect(gamePlatformFor('PT', 'RNG')).toBe('html5-desktop');
    expect(gamePlatformFor('PG', 'LIVE')).toBe('html5-desktop');
  });

  it('numbers the feedback question types as the spec does', () => {
    expect(FEEDBACK_QUESTION_TYPES).toEqual({
      other_issues: 0,
      deposit_issues: 1,
      withdraw_issues: 2,
      game_issues: 3,
      service_issues: 4,
      apply_issues: 6,
    });
  });
});
