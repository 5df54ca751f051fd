import { expect, it } from 'vitest';
import { accountSecurityCalls, memberCalls, otherCalls } from '@lotto/contract';
import { failure, tokenFor } from '../../test/accounts.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';
import { callAs } from './account-security-test-kit.js';

describeOnPglite('member profile: nickname and icon', (t) => {
  const info = async (token: string) => valueOf(memberCalls.info, await callAs(t, memberCalls.info, {}, { token }));

  it('changes the nickname the info bar shows, trimmed', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const res = await callAs(t, accountSecurityCalls.setNickname, { nickname: '  Jade Phoenix ' }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(token)).nickname).toBe('Jade Phoenix');
  });

  it('refuses an empty or too long nickname and keeps the old one', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const before = (await info(token)).nickname;
    for (const nickname of ['   ', 'x'.repeat(21)]) {
      expect(failure(await callAs(t, accountSecurityCalls.setNickname, { nickname }, { token }))).toMatchObject({
        status: 400,
        errorCode: 'request.invalid',
      });
    }
    expect((await info(token)).nickname).toBe(before);
  });

  it('[S1-7.9] [S2-7.11] chooses a profile icon that the icon call and MCSFE_getPlayerAvatar then answer', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    expect(valueOf(accountSecurityCalls.setIcon, await callAs(t, accountSecurityCalls.setIcon, { iconIndex: 7 }, { token }))).toEqual({
      url: null,
      iconIndex: 7,
    });
    expect(valueOf(memberCalls.icon, await callAs(t, memberCalls.icon, {}, { token }))).toEqual({ url: null, iconIndex: 7 });
    expect(valueOf(otherCalls.playerAvatar, await callAs(t, otherCalls.playerAvatar, {}, { token }))).toEqual({
      avatarUrl: null,
      iconIndex: 7,
    });
  });

  it('refuses an icon beyond the merchant PROFILE_ICON_COUNT and keeps the chosen one', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    await callAs(t, accountSecurityCalls.setIcon, { iconIndex: 2 }, { token });
    // demo has 9 icons, lucky 6
    expect(failure(await callAs(t, accountSecurityCalls.setIcon, { iconIndex: 10 }, { token }))).toMatchObject({
      status: 400,
      errorCode: 'request.invalid',
    });
    expect(valueOf(memberCalls.icon, await callAs(t, memberCalls.icon, {}, { token })).iconIndex).toBe(2);
    const lucky = await tokenFor(t, 'lucky01', 'lucky1234', 'lucky');
    expect(failure(await callAs(t, accountSecurityCalls.setIcon, { iconIndex: 7 }, { token: lucky, merchant: 'lucky' }))).toMatchObject({
      status: 400,
    });
    const six = await callAs(t, accountSecurityCalls.setIcon, { iconIndex: 6 }, { token: lucky, merchant: 'lucky' });
    expect(six.statusCode, six.body).toBe(200);
  });

  it('[S1-6.2] refuses a trial account and a guest', async () => {
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await callAs(t, accountSecurityCalls.setNickname, { nickname: 'Tester' }, { token: trial }))).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
    });
    expect(failure(await callAs(t, accountSecurityCalls.setIcon, { iconIndex: 1 }))).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
  });
});
