import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { envelopeSchema } from '../common/envelope.js';
import { apiCalls } from './index.js';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const DEVICE = '3b241101-e2bb-4255-8caf-4136c566a962';

const ok = (schema: z.ZodMiniType, data: unknown) => {
  const r = schema.safeParse(data);
  expect(r.success, r.success ? '' : JSON.stringify(r.error.issues)).toBe(true);
  return r.data;
};
const fail = (schema: z.ZodMiniType, data: unknown): string[] => {
  const r = schema.safeParse(data);
  expect(r.success).toBe(false);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('session requests', () => {
  const login = apiCalls.session.login.request;

  it('accepts a username login with captcha and device id', () => {
    ok(login, { username: 'player01', password: 'secret123', captcha: '1234', type: 'username', loginDeviceId: DEVICE });
  });

  it('refuses a login without a password with in_incorrect_password', () => {
    expect(fail(login, { username: 'player01' })).toContain('in_incorrect_password');
  });

  it('accepts a social login carrying only the firebase args', () => {
    ok(login, { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'eyJ.x.y' });
  });

  it('refuses a device id that is not a UUID', () => {
    fail(login, { username: 'player01', password: 'secret123', loginDeviceId: 'abc' });
  });

  it('reads a login reply with token, firstTimeLogin, passwordExpired and userName', () => {
    const env = envelopeSchema(apiCalls.session.login.reply);
    ok(env, { success: true, value: { token: 't', firstTimeLogin: false, passwordExpired: true, userName: 'player01' } });
    fail(apiCalls.session.login.reply, { token: 't' });
  });

  it('needs the field of each two-factor method', () => {
    const v = apiCalls.session.loginVerification.request;
    const base = { username: 'player01', password: 'secret123' };
    ok(v, { ...base, method: 'E', email: 'a@b.co' });
    ok(v, { ...base, method: 'G', authCode: '123456' });
    ok(v, { ...base, method: 'S', mobileNum: '0912345678', verificationCode: '1234' });
    ok(v, { ...base, method: 'P', payeeName: 'Wang' });
    expect(fail(v, { ...base, method: 'E' })).toContain('in_email_incorrect');
    expect(fail(v, { ...base, method: 'E', email: 'not-an-email' })).toContain('in_email_incorrect');
    fail(v, { ...base, method: 'G' });
    expect(fail(v, { ...base, method: 'S', mobileNum: '0912345678' })).toContain('enter_verification_code');
    fail(v, { ...base, method: 'P' });
    fail(v, { ...base, method: 'X', email: 'a@b.co' });
  });
});

describe('member requests', () => {
  it('refuses a password change whose confirmation differs with in_confirmation_correct', () => {
    const r = apiCalls.member.changePassword.request;
    ok(r, { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' });
    expect(fail(r, { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new1234' })).toEqual([
      'in_confirmation_correct',
    ]);
  });

  it('lets the old password be left out, for the forced change of a generated one (the server decides when)', () => {
    const r = apiCalls.member.changePassword.request;
    ok(r, { newPassword: 'new12345', confirmNewPassword: 'new12345' });
    ok(r, { oldPassword: '', newPassword: 'new12345', confirmNewPassword: 'new12345' });
  });

  it('needs a username and a well-formed e-mail to reset by e-mail', () => {
    const r = apiCalls.member.passwordEmail.request;
    ok(r, { username: 'player01', email: 'me@example.com' });
    expect(fail(r, { username: ' ', email: 'me@example.com' })).toEqual(['in_account_incorrect']);
    expect(fail(r, { username: 'player01', email: 'me@' })).toEqual(['in_email_incorrect']);
  });

  it('resets by phone with username and mobileNumber', () => {
    ok(apiCalls.member.passwordSms.request, { username: 'player01', mobileNumber: '0912345678' });
    fail(apiCalls.member.passwordSms.request, { username: 'player01' });
  });

  it('asks for the balance with typeId 0 as number or query string', () => {
    const r = apiCalls.member.balance.request;
    expect(ok(r, { typeId: 0 })).toEqual({ typeId: 0 });
    expect(ok(r, { typeId: '0' })).toEqual({ typeId: 0 });
    fail(r, { typeId: 1 });
  });

  it('reads a balance with money as numbers in major units', () => {
    const reply = apiCalls.member.balance.reply;
    ok(reply, {
      sumBalance: 1234.5,
      currency: 'CNY',
      currencySymbol: '¥',
      balance: [{ accountTypeId: 1, displayName: 'Main', accountName: 'MAIN', availBalance: 1234.5 }],
    });
    fail(reply, { sumBalance: '1234.50', currency: 'CNY', currencySymbol: '¥', balance: [] });
  });

  it('accepts only a supported language', () => {
    ok(apiCalls.member.language.request, { language: 'TH' });
    fail(apiCalls.member.language.request, { language: 'zh_CN' });
  });
});

describe('verification and captcha requests', () => {
  it('asks for a code with mobileNum or mobileNo', () => {
    const r = apiCalls.verification.smsNoLogin.request;
    ok(r, { countryDialingCode: '86', mobileNum: '13800138000' });
    ok(r, { countryDialingCode: '+86', mobileNo: '13800138000', geetestChallenge: 'c', geetestSeccode: 's' });
    expect(fail(r, { countryDialingCode: '86' })).toContain('br_enright_cphone');
    expect(fail(r, { countryDialingCode: '8600', mobileNum: '13800138000' })).toContain('error_country_code_limit');
  });

  it('reads both the newer expirationTime and the older expiredMinutes', () => {
    ok(apiCalls.verification.smsNoLogin.reply, { expirationTime: 1_700_000_000_000 });
    ok(apiCalls.verification.smsNoLogin.reply, { expiredMinutes: 2 });
  });

  it('reads the image captcha as bare base64 and needs t for GeeTest', () => {
    ok(apiCalls.captcha.image.reply, 'iVBORw0KGgo=');
    fail(apiCalls.captcha.image.reply, 'data:image/png;base64,iVBORw0KGgo=');
    ok(apiCalls.captcha.geetest.request, { t: '1700000000000' });
    fail(apiCalls.captcha.geetest.request, {});
  });
});

describe('register requests', () => {
  it('accepts the form fields plus login true', () => {
    ok(apiCalls.register.register.request, {
      username: 'player01',
      password: 'secret123',
      confirmPassword: 'secret123',
      mobileNum: '13800138000',
      registerMethod: 'WEB',
      login: true,
      loginDeviceId: DEVICE,
    });
  });

  it('refuses a registration whose passwords differ', () => {
    expect(
      fail(apiCalls.register.register.request, { username: 'player01', password: 'secret123', verifyPwd: 'secret124' }),
    ).toContain('in_confirmation_correct');
  });

  it('refuses a mobile registration without the terms box ticked', () => {
    const base = { mobileNum: '13800138000', password: 'abc12345', confirmPassword: 'abc12345', verificationCode: '1234' };
    ok(apiCalls.register.mobile.request, { ...base, agreement: true });
    expect(fail(apiCalls.register.mobile.request, { ...base, agreement: false })).toContain('in_user_agreement');
    expect(fail(apiCalls.register.mobile.request, { ...base, password: '', agreement: true })).toContain(
      'please_enter_password',
    );
  });

  it('reads the registration reply with customerName and profile.mobileNo', () => {
    ok(apiCalls.register.register.reply, { customerName: 'demo@player01', profile: { mobileNo: null } });
  });

  it('checks an affiliate code with code and domain', () => {
    ok(apiCalls.register.affiliate.request, { code: 'AFF01', domain: 'example.com' });
    fail(apiCalls.register.affiliate.request, { domain: 'example.com' });
  });
});

describe('game requests', () => {
  it('accepts a lobby game list query with numbers as query strings', () => {
    const parsed = ok(apiCalls.games.list.request, {
      clientType: '3',
      platform: 'html5-desktop',
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '1',
      pageSize: '40',
      language: 'EN',
    });
    expect(parsed).toMatchObject({ clientType: 3, pageNo: 1, pageSize: 40 });
  });

  it('refuses page 0 and a non-numeric page size', () => {
    fail(apiCalls.games.list.request, { pageNo: 0, pageSize: 40 });
    fail(apiCalls.games.list.request, { pageNo: 1, pageSize: 'forty' });
  });

  it('adds and removes a favourite with nodeId, vendor and gameType', () => {
    ok(apiCalls.games.addFavourite.request, { nodeId: '123', vendor: 'PG', gameType: 'RNG' });
    fail(apiCalls.games.removeFavourite.request, { nodeId: '123', vendor: 'PG' });
  });

  it('launches a real game in GLS mode with confirmTrans 0 and client type 3', () => {
    const r = apiCalls.games.launch.request;
    ok(r, {
      launchMode: 'GLS',
      gameId: 'g1',
      nodeId: 'n1',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      platform: 'html5-desktop',
      clientType: 3,
      language: 'EN',
    });
    fail(r, { launchMode: 'GLS', nodeId: 'n1', accountType: 2, confirmTrans: 0, vassalage: 'PG', platform: 'html5-desktop', clientType: 3 });
    fail(r, { launchMode: 'XYZ' });
  });

  it('launches the lottery in LOTT mode, VN included, through the same call', () => {
    const r = apiCalls.lottery.launch.request;
    ok(r, { launchMode: 'LOTT', lottoMode: 'Traditional', lottoGameCode: 'lobby', language: 'CN' });
    ok(r, {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'VN',
      lottoView: 'lobby',
      device: 'WEB',
      hasLobby: true,
      labelName: 'North',
    });
    fail(r, { launchMode: 'LOTT', lottoMode: 'Fancy' });
  });

  it('reads game_url or game_url2 and the lottery gameUrl', () => {
    ok(apiCalls.games.launch.reply, { content: { game_url: 'https://play' } });
    ok(apiCalls.games.launch.reply, { gameUrl: 'https://lotto' });
  });

  it('reads a favourites page', () => {
    ok(apiCalls.games.favourites.reply, { content: [], pageNum: 1, pageSize: 40, totalPages: 0, total: 0 });
    fail(apiCalls.games.favourites.reply, { content: [], pageNum: 0, pageSize: 40, totalPages: 0, total: 0 });
  });
});

describe('lottery requests', () => {
  it('asks for an issue by game id', () => {
    expect(ok(apiCalls.lottery.nearNumeros.request, { gameId: '12' })).toEqual({ gameId: 12 });
    fail(apiCalls.lottery.nearNumeros.request, {});
  });

  it('reads opened issues keyed by game', () => {
    ok(apiCalls.lottery.openedNumeros.reply, {
      CQSSC: {
        gameCode: 'CQSSC',
        gameId: 1,
        remark: 'Chongqing',
        numero: '20261121-001',
        remainTime: 60_000,
        lockTime: 10,
        defaultPlayType: 1,
        gameGroupCode: 'SSC',
        webIconUrl: null,
      },
    });
    fail(apiCalls.lottery.openedNumeros.reply, { CQSSC: { gameCode: 'CQSSC' } });
  });

  it('accepts play type 1 or 2 only', () => {
    ok(apiCalls.lottery.popular.request, { count: 1, playType: '2' });
    fail(apiCalls.lottery.popular.request, { playType: 3 });
  });
});

describe('announcement and promotion requests', () => {
  it('asks for banners and notices by type list, group and platform W', () => {
    expect(ok(apiCalls.announcements.list.request, { types: 'B,PL,PU', groupName: 'w_home', platform: 'W' })).toMatchObject({
      types: ['B', 'PL', 'PU'],
    });
    ok(apiCalls.announcements.list.request, { types: ['PR'], groupName: 'w_promotion' });
    fail(apiCalls.announcements.list.request, { types: 'B,XX' });
  });

  it('accepts up to 3 jpg or png images and refuses a fourth', () => {
    const r = apiCalls.promotions.signUpReward.request;
    ok(r, { promotionId: 'p1', remarks: 'hello', pictures: [PNG, PNG, PNG] });
    expect(fail(r, { promotionId: 'p1', pictures: [PNG, PNG, PNG, PNG] })).toContain('claim_too_many_images');
  });

  it('refuses a gif and remarks over 140 characters', () => {
    const r = apiCalls.promotions.signUpReward.request;
    expect(fail(r, { promotionId: 'p1', pictures: ['data:image/gif;base64,R0lGOD=='] })).toContain('image_type_invalid');
    fail(r, { promotionId: 'p1', remarks: 'x'.repeat(141) });
  });

  it('refuses an image over 5 MB', () => {
    const big = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((5_242_880 + 3) / 3) * 4)}`;
    expect(fail(apiCalls.promotions.signUpReward.request, { promotionId: 'p1', pictures: [big] })).toContain(
      'image_too_large',
    );
  });

  it('claims a raffle with promotionId and raffleScheduleId', () => {
    ok(apiCalls.promotions.claimRaffle.request, { promotionId: 'p1', raffleScheduleId: 's1' });
    fail(apiCalls.promotions.claimRaffle.request, { promotionId: 'p1' });
  });
});

describe('points requests', () => {
  const redeem = { rewardId: 'r1', quantity: 1, redeemType: 'P', password: 'pay123', remarks: 'Name Address 13800138000' };

  it('redeems with P or PM and refuses another redeem type', () => {
    ok(apiCalls.points.redeem.request, redeem);
    ok(apiCalls.points.redeem.request, { ...redeem, redeemType: 'PM' });
    fail(apiCalls.points.redeem.request, { ...redeem, redeemType: 'M' });
  });

  it('needs a quantity of at least 1 and the payment password', () => {
    expect(fail(apiCalls.points.redeem.request, { ...redeem, quantity: 0 })).toContain('quantity_invalid');
    expect(fail(apiCalls.points.redeem.request, { ...redeem, password: '' })).toContain('enter_money_password');
  });

  it('converts at least 1 with a password', () => {
    ok(apiCalls.points.convert.request, { amount: 1, password: 'pay123' });
    ok(apiCalls.points.convert.request, { amount: 10.25, password: 'pay123' });
    expect(fail(apiCalls.points.convert.request, { amount: 0.5, password: 'pay123' })).toContain('conversion_amount_min');
    fail(apiCalls.points.convert.request, { amount: 5, password: '' });
    fail(apiCalls.points.convert.request, { amount: 1.005, password: 'pay123' });
  });

  it('lists redemptions over at most 30 days', () => {
    const start = Date.UTC(2026, 0, 1);
    const day = 86_400_000;
    ok(apiCalls.points.redeemList.request, { startDate: start, endDate: start + 30 * day + 86_399_000, page: 1, size: 13 });
    expect(
      fail(apiCalls.points.redeemList.request, { startDate: start, endDate: start + 31 * day + 86_399_000, page: 1, size: 13 }),
    ).toContain('date_range_invalid');
    fail(apiCalls.points.redeemList.request, { startDate: start, endDate: start - 1, page: 1, size: 13 });
  });

  it('asks for rewards up to 1000 at a time', () => {
    ok(apiCalls.points.rewards.request, { page: 1, size: 1000 });
    fail(apiCalls.points.rewards.request, { page: 1, size: 1001 });
  });
});

describe('contract requests', () => {
  it('answers a dividend offer with A, R or C', () => {
    ok(apiCalls.contracts.processDividend.request, { productType: 'LOTT', computationPeriod: 'MONTHLY', status: 'A' });
    fail(apiCalls.contracts.processDividend.request, { productType: 'LOTT', computationPeriod: 'MONTHLY', status: 'V' });
  });

  it('answers daily, hourly and real-time contracts by their ids', () => {
    ok(apiCalls.contracts.processDailySalary.request, { id: 'd1', status: 'R' });
    ok(apiCalls.contracts.processHourSalary.request, { contractId: 'h1', status: 'A', productType: 'LIVE' });
    ok(apiCalls.contracts.processRealTimeSalary.request, { contractId: 'r1', status: 'C' });
    fail(apiCalls.contracts.processHourSalary.request, { contractId: 'h1', status: 'A' });
  });

  it('reads contract sets inside consolidated funds', () => {
    ok(apiCalls.member.fundsConsolidated.reply, {
      balance: { sumBalance: 0, currency: 'CNY', currencySymbol: '¥', balance: [] },
      dailysalreq: [
        {
          id: 'd1',
          status: 'P',
          downlineHigherRate: 'N',
          details: [{ betVolume: 1000, activeMember: 3, rateType: 'P', rate: 0.01 }],
        },
      ],
      divtypeinfo: [{ productType: 'LOTT', status: 'A' }],
    });
  });
});

describe('chat, help, feedback and other requests', () => {
  it('launches chat with the b2c flag and a header colour', () => {
    ok(apiCalls.chat.launch.request, { b2c: true, title: 'Support', language: 'EN', headerColor: '#112233' });
    fail(apiCalls.chat.launch.request, { b2c: true, headerColor: 'red; background:url(x)' });
  });

  it('reads nested help topics', () => {
    const leaf = { tag: 'deposit', title: 'Deposit', content: '<p>x</p>', bgColor: null, lang: 'EN', display: true, children: [] };
    ok(apiCalls.help.helpCenter.reply, [{ ...leaf, tag: 'money', children: [leaf] }]);
    fail(apiCalls.help.helpCenter.reply, [{ ...leaf, children: [{ tag: 'x' }] }]);
  });

  it('needs content of at most 200 characters and a captcha', () => {
    const r = apiCalls.feedback.submit.request;
    ok(r, { content: 'Deposit did not arrive', type: 1, captcha: '1234' });
    ok(r, { sender: 'player01', content: 'x'.repeat(200), type: '0', captcha: '1234', file: PNG });
    expect(fail(r, { content: 'x'.repeat(201), type: 1, captcha: '1234' })).toContain('feedback_too_long');
    expect(fail(r, { content: '  ', type: 1, captcha: '1234' })).toContain('not_empty');
    expect(fail(r, { content: 'hi', type: 1, captcha: '' })).toContain('not_empty');
  });

  it('accepts only the listed question types', () => {
    for (const type of [0, 1, 2, 3, 4, 6]) ok(apiCalls.feedback.submit.request, { content: 'x', type, captcha: '1' });
    fail(apiCalls.feedback.submit.request, { content: 'x', type: 5, captcha: '1' });
  });

  it('needs a proof image when the money was not received', () => {
    const r = apiCalls.others.processPayment.request;
    ok(r, { isMoneyReceived: 'Y', payDetailId: 'p1' });
    ok(r, { isMoneyReceived: 'A', payDetailId: 'p1' });
    ok(r, { isMoneyReceived: 'N', payDetailId: 'p1', proofOfNotReceive: PNG });
    expect(fail(r, { isMoneyReceived: 'N', payDetailId: 'p1' })).toContain('payment_proof_required');
    fail(r, { isMoneyReceived: 'X', payDetailId: 'p1' });
  });

  it('lists member transactions of the points account, 12 a page', () => {
    const start = Date.UTC(2026, 0, 1);
    const parsed = ok(apiCalls.others.memberTransactions.request, {
      subordinateName: 'player01',
      startTime: String(start),
      endTime: String(start + 86_399_000),
      accountTypeId: '9',
      size: 12,
      page: 1,
      excludeTxTypeIds: '9203',
    });
    expect(parsed).toMatchObject({ accountTypeId: 9, startTime: start });
    fail(apiCalls.others.memberTransactions.request, { subordinateName: 'p', startTime: start, endTime: start, accountTypeId: 1, size: 12, page: 1 });
  });

  it('asks for the jackpot with merchant_code and currency', () => {
    ok(apiCalls.others.jackpot.request, { merchant_code: 'demo', currency: 'THB' });
    fail(apiCalls.others.jackpot.request, { merchant_code: 'demo', currency: 'thb' });
  });

  it('reads the inbox query of page 1, size 1, newest first, unread', () => {
    expect(ok(apiCalls.others.inbox.request, { page: 1, size: 1, sort: 'sendTime:desc', read: 'false' })).toMatchObject({
      read: false,
    });
    fail(apiCalls.others.inbox.request, { page: 1, size: 1, sort: 'sendTime; drop' });
  });
});

describe('system and help requests', () => {
  it('pings a domain with a numeric speed stamp only', () => {
    expect(apiCalls.system.ping.request.safeParse({ speed: '1700000000000' }).success).toBe(true);
    expect(apiCalls.system.ping.request.safeParse({ speed: 'now' }).success).toBe(false);
  });

  it('asks for help in a supported language on device WEB', () => {
    ok(apiCalls.help.helpCenter.request, { lang: 'EN', device: 'WEB' });
    fail(apiCalls.help.helpCenter.request, { lang: 'EN', device: 'IOS' });
  });
});
