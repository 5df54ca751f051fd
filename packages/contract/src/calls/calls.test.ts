import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, type CallDef, type CallReply, type CallRequest } from '../common/define-call.js';
import { isFlag } from '../flags.js';
import { allCalls, apiCalls, callsById } from './index.js';

const byPath = (method: string, path: string): CallDef | undefined =>
  allCalls.find((c) => c.method === method && c.path === path);
const relay = (name: string) => allCalls.find((c) => c.path === `/wps/relay/${name}`);

describe('the call table', () => {
  it('gives every call a unique method and path', () => {
    const keys = allCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every call a unique id named after its domain table', () => {
    expect(callsById.size).toBe(allCalls.length);
    for (const [domain, table] of Object.entries(apiCalls)) {
      for (const call of Object.values(table) as CallDef[]) {
        // lottery.launch is games.launch itself: one path for both launch modes
        if (domain === 'lottery' && call === apiCalls.games.launch) continue;
        expect(call.id.startsWith(`${domain}.`), call.id).toBe(true);
      }
    }
  });

  it('starts every path with /wps/ or /lgw/', () => {
    for (const c of allCalls) expect(c.path, c.id).toMatch(/^\/(wps|lgw)\//);
  });

  it('answers /lgw calls raw and every other call in the envelope', () => {
    for (const c of allCalls) expect(c.envelope, c.id).toBe(!c.path.startsWith('/lgw/'));
  });

  it('names a known white-label flag or null as every module id', () => {
    for (const c of allCalls) {
      if (c.modId !== null) expect(isFlag(c.modId), `${c.id}: ${c.modId}`).toBe(true);
    }
  });

  it('keeps null module ids for system calls that must work before any flag', () => {
    const unflagged = allCalls.filter((c) => c.modId === null).map((c) => c.path);
    for (const p of unflagged) expect(p).toMatch(/^\/wps\/(system|session\/key)\//);
  });

  it('encrypts only POST and PUT calls', () => {
    for (const c of allCalls.filter((x) => x.encrypted)) expect(['POST', 'PUT'], c.id).toContain(c.method);
  });

  it('encrypts exactly the calls the platform encrypts', () => {
    const encrypted = allCalls.filter((c) => c.encrypted).map((c) => c.path).sort();
    expect(encrypted).toEqual(
      [
        '/wps/session/login',
        '/wps/session/login/verification',
        '/wps/member/password',
        '/wps/member/password/verification',
        '/wps/member/register',
        '/wps/member/register/mobile',
        '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
        '/wps/relay/passwordCheck/MCSFE_convertPoint',
        // ours (issue 14): payment password set and change, and the withdrawal carrying it
        '/wps/member/paymentPassword',
        '/wps/member/paymentPassword',
        '/wps/payments/passwordCheck/withdraw',
        // ours (docs/decisions/0023-transfer-to-upline.md): the transfer to upline carrying the payment password
        '/wps/payments/passwordCheck/transferToUpline',
        // ours (issue 14): account-security changes confirmed by the login password
        '/wps/member/security/authenticator',
        '/wps/member/security/twoFactor',
        '/wps/member/security/mobile',
        '/wps/member/security/email',
      ].sort(),
    );
  });

  it('flags exactly the silent relays as silent', () => {
    const silent = allCalls.filter((c) => c.silent).map((c) => c.path).sort();
    expect(silent).toEqual(
      [
        '/wps/relay/CSP_unreadCount',
        '/wps/relay/CBS_unreadCount',
        '/wps/relay/MCS2_getPromotionClaimList',
        '/wps/member/language',
        '/wps/relay/VIS_getJackpot',
        '/wps/relay/MCSFE_getAvailablePromotions',
      ].sort(),
    );
  });

  it('marks every path of our own choosing with a note saying so', () => {
    const noted = allCalls.filter((c) => c.pathNote !== undefined);
    expect(noted.length).toBeGreaterThan(0);
    for (const c of noted) expect(c.pathNote, c.id).toMatch(/^ours: /);
  });

  it('declares every auth and member call of spec 1', () => {
    const expected: [string, string][] = [
      ['POST', '/wps/session/login'],
      ['POST', '/wps/session/login/verification'],
      ['DELETE', '/wps/session/logout'],
      ['GET', '/wps/member/info'],
      ['PUT', '/wps/member/password'],
      ['PUT', '/wps/member/password/email'],
      ['POST', '/wps/member/password/email'],
      ['POST', '/wps/member/password/sms'],
      ['POST', '/wps/member/password/verification'],
      ['POST', '/wps/session/login/freeplay'],
      ['GET', '/wps/member/info/icon'],
      ['POST', '/wps/verification/sms/noLogin'],
      ['POST', '/wps/verification/sms/register'],
      ['GET', '/wps/v2/member/securityConfig'],
      ['PUT', '/wps/member/language'],
      ['GET', '/wps/v2/wallets/balance'],
      ['GET', '/wps/member/info/funds/consolidated'],
    ];
    for (const [m, p] of expected) expect(byPath(m, p), `${m} ${p}`).toBeDefined();
  });

  it('declares every registration call of spec 1', () => {
    for (const p of [
      '/wps/member/register',
      '/wps/member/register/mobile',
      '/wps/member/register/autoUsername',
      '/wps/system/setting/register',
      '/wps/agent/affiliate',
      '/wps/captcha',
      '/wps/captcha/geetest',
      '/wps/system/country',
    ]) {
      expect(allCalls.some((c) => c.path === p), p).toBe(true);
    }
    expect(apiCalls.register.onlyMobile.pathNote).toMatch(/^ours/);
  });

  it('declares every lottery call of spec 2 with raw replies', () => {
    for (const p of [
      '/lgw/games',
      '/lgw/games/game_menus',
      '/lgw/games/popular',
      '/lgw/draw',
      '/lgw/draw/code/{gameCode}',
      '/lgw/numeros/near',
      '/lgw/games/opened/numero',
      '/lgw/games/game_menus/recent',
      '/lgw/vn/numeros/opened/game',
      '/lgw/vn/games/game_menu',
    ]) {
      const c = byPath('GET', p);
      expect(c, p).toBeDefined();
      expect(c?.envelope).toBe(false);
    }
    expect(apiCalls.lottery.launch.path).toBe('/wps/game/launchGame');
  });

  it('declares every relay of spec 2', () => {
    const relays = [
      'GCSGAME_gameVendor', 'GLS2_getVassGameType', 'GLS2_roomList', 'GCS_gameTrialLaunch', 'GCSGAME_gameList',
      'GCS_recentGame', 'MCSFE_getFavoriteGamesList', 'GCSGAME_hotGamesV2', 'MCSFE_addFavoriteGameV2',
      'MCSFE_removeFavoriteGameV2', 'MCSFE_getListAnnouncements', 'CSP_unreadCount', 'CSP_getInbox',
      'ODSFE2_getWinnerBoard', 'VIS_getJackpot', 'CBS_unreadCount', 'CBS_launchChat', 'CBS_groupPermission',
      'MCSFE_claimRafflePromotion', 'MCSFE_getRafflePromotionStatus', 'MCSFE_getAvailablePromotions',
      'MCSFE_getMerchantAvailablePromotions', 'MCS2_getPromotionClaimList', 'MCSFE_signUpRequestReward',
      'MCSFE_getCustomerRebateSettingByProductType', 'MCSFE_getPaymentConfirmationList', 'MCSFE_processC2CTransaction',
      'MCSFE_getPlayerAvatar', 'MCSFE_getPlayerRankProgress', 'GCS_merchantWallet', 'WPSCORE_getCustomerServiceScript',
      'MCSFE_processContractDividend', 'MCSFE_processDailySalaryContract', 'MCSFE_processContractHourSalary',
      'MCSFE_processRealTimeSalaryContract', 'MCSFE_getPointBalance', 'MCSFE_getPointRewardConversionType',
      'MCSFE_getPointReward', 'MCSFE_getRedeemPointList', 'MCSFE_getPointConfig', 'ODSFE2_MemTransDet',
      'passwordCheck/MCSFE_redeemPointReward', 'passwordCheck/MCSFE_convertPoint',
    ];
    for (const r of relays) expect(relay(r), r).toBeDefined();
    expect(relay('MCSFE_addFavoriteGameV2')?.method).toBe('POST');
    expect(relay('MCSFE_removeFavoriteGameV2')?.method).toBe('DELETE');
    expect(relay('VIS_getJackpot')?.method).toBe('POST');
    expect(relay('MCSFE_claimRafflePromotion')?.method).toBe('POST');
    expect(relay('MCSFE_signUpRequestReward')?.method).toBe('POST');
    expect(relay('MCSFE_processC2CTransaction')?.method).toBe('POST');
  });

  it('declares feedback as PUT /wps/feedback', () => {
    expect(byPath('PUT', '/wps/feedback')).toBe(apiCalls.feedback.submit);
  });

  it('turns the alert off for login verification', () => {
    expect(apiCalls.session.loginVerification.alert).toBe(false);
  });

  it('sends the e-mail password reset form encoded', () => {
    expect(apiCalls.member.passwordEmail.body).toBe('form');
    expect(apiCalls.member.passwordEmailPost.body).toBe('form');
  });

  it('resets a password by phone without a token', () => {
    expect(apiCalls.member.passwordSms.token).toBe(false);
    expect(apiCalls.member.passwordVerification.token).toBe(false);
  });

  it('uses the module ids the platform uses', () => {
    const mod = (c: CallDef) => c.modId;
    expect(mod(apiCalls.session.login)).toBe('COMM3');
    expect(mod(apiCalls.session.logout)).toBe('COMM3');
    expect(mod(apiCalls.session.loginVerification)).toBe('LOGINIPVERF3');
    expect(mod(apiCalls.member.changePassword)).toBe('PASS3');
    expect(mod(apiCalls.session.freeplay)).toBe('FREEPLAY3');
    expect(mod(apiCalls.member.passwordSms)).toBe('PWRESETSMS3');
    expect(mod(apiCalls.member.passwordVerification)).toBe('CHNGPASSVERIF3');
    expect(mod(apiCalls.member.icon)).toBe('PROFPIC3');
    expect(mod(apiCalls.verification.smsNoLogin)).toBe('VERIFICATION3');
    expect(mod(apiCalls.verification.smsRegister)).toBe('REGMOBVERF3');
    expect(mod(apiCalls.register.register)).toBe('REG3');
    expect(mod(apiCalls.register.setting)).toBe('REG3');
    expect(mod(apiCalls.register.autoUsername)).toBe('REG3');
    expect(mod(apiCalls.register.affiliate)).toBe('AFFMAN3');
    expect(mod(apiCalls.captcha.image)).toBe('CAPTCHA3');
    expect(mod(apiCalls.captcha.geetest)).toBe('GEETEST3');
    expect(mod(apiCalls.games.launch)).toBe('GAMELO3');
    expect(mod(apiCalls.games.list)).toBe('GAMELO3');
    expect(mod(apiCalls.games.addFavourite)).toBe('GAMELOFAV3');
    expect(mod(apiCalls.games.recent)).toBe('GAMELOREC3');
    expect(mod(apiCalls.games.hot)).toBe('GAMELOHOT3');
    expect(mod(apiCalls.promotions.claimRaffle)).toBe('REWCEN3');
    expect(mod(apiCalls.feedback.submit)).toBe('FEEDBACK3');
    expect(mod(apiCalls.others.inbox)).toBe('INBOX3');
    expect(mod(apiCalls.chat.launch)).toBe('CBS3');
    expect(mod(apiCalls.points.balance)).toBe('PTSYS3');
    expect(mod(apiCalls.others.memberTransactions)).toBe('MEMTRANS3');
    expect(mod(apiCalls.system.country)).toBe('COMM3');
  });

  it('needs a session for member, favourite, points and contract calls but not for public reads', () => {
    for (const c of [
      apiCalls.member.info,
      apiCalls.member.balance,
      apiCalls.games.favourites,
      apiCalls.games.launch,
      apiCalls.points.redeem,
      apiCalls.contracts.processDividend,
      apiCalls.others.processPayment,
    ]) {
      expect(c.token, c.id).toBe(true);
    }
    for (const c of [apiCalls.session.login, apiCalls.games.list, apiCalls.announcements.list, apiCalls.lottery.games]) {
      expect(c.token, c.id).toBe(false);
    }
  });

  it('fills the game code into the draw path', () => {
    expect(fillPath(apiCalls.lottery.drawsByCode.path, { gameCode: 'CQSSC', size: 5 })).toEqual({
      path: '/lgw/draw/code/CQSSC',
      rest: { size: 5 },
    });
  });
});

describe('call types', () => {
  it('types requests by their input and replies by their output', () => {
    expectTypeOf<CallRequest<typeof apiCalls.session.login>>().toHaveProperty('username');
    expectTypeOf<CallReply<typeof apiCalls.member.balance>['sumBalance']>().toEqualTypeOf<number>();
    expectTypeOf<CallRequest<typeof apiCalls.member.balance>['typeId']>().toEqualTypeOf<0 | '0'>();
    expectTypeOf<CallReply<typeof apiCalls.games.favourites>['content']>().toBeArray();
    expect(apiCalls.member.balance.request.parse({ typeId: '0' })).toEqual({ typeId: 0 });
  });
});
