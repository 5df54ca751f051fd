import { expect, it } from 'vitest';
import { otherCalls } from '@lotto/contract';
import { failure, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';
import { callAs } from '../member/account-security-test-kit.js';

describeOnPglite('inbox relays', (t) => {
  it('[S2-7.9] answers the unread count of a seeded player: one welcome message', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const v = valueOf(otherCalls.inboxUnreadCount, await withToken(t, token, { method: 'GET', url: otherCalls.inboxUnreadCount.path }));
    expect(v).toEqual({ unreadCount: 1 });
  });

  it('[S2-7.9] lists unread messages newest first with the paging of the query', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const url = `${otherCalls.inbox.path}?page=1&size=1&sort=sendTime:desc&read=false&startTime=${Date.now() - 7 * 86_400_000}`;
    const v = valueOf(otherCalls.inbox, await withToken(t, token, { method: 'GET', url }));
    expect(v).toMatchObject({ pageNum: 1, pageSize: 1, total: 1, totalPages: 1 });
    expect(v.content[0]).toMatchObject({ title: 'Welcome', read: false });
    const read = valueOf(otherCalls.inbox, await withToken(t, token, { method: 'GET', url: `${otherCalls.inbox.path}?page=1&size=5&read=true` }));
    expect(read.content.map((m) => m.read)).toEqual([true, true]);
  });

  it('[S1-6.2] refuses a trial account and a guest', async () => {
    const token = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await withToken(t, token, { method: 'GET', url: otherCalls.inboxUnreadCount.path }))).toMatchObject({
      errorCode: 'in_need_true_account',
    });
    const guest = await t.call({ method: 'GET', url: otherCalls.inboxUnreadCount.path });
    expect(guest.statusCode).toBe(401);
  });

  it('answers bad paging with a 400 envelope', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    expect(failure(await withToken(t, token, { method: 'GET', url: `${otherCalls.inbox.path}?page=0&size=1` }))).toMatchObject({
      status: 400,
      errorCode: 'request.invalid',
    });
  });
});

const page = async (t: TestApp, token: string, q: Record<string, unknown>) =>
  valueOf(otherCalls.inbox, await callAs(t, otherCalls.inbox, { page: 1, size: 10, ...q }, { token }));
const unread = async (t: TestApp, token: string) =>
  valueOf(otherCalls.inboxUnreadCount, await callAs(t, otherCalls.inboxUnreadCount, {}, { token })).unreadCount;

describeOnPglite('inbox read state and delete', (t) => {
  it('[S2-7.9] lists unread messages first, then newest first, paged', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const all = await page(t, token, { sort: 'read:asc,sendTime:desc' });
    expect(all.content.map((m) => [m.title, m.read])).toEqual([
      ['Welcome', false],
      ['Keep your account safe', true],
      ['Scheduled maintenance completed', true],
    ]);
    const second = await page(t, token, { sort: 'read:asc,sendTime:desc', page: 2, size: 2 });
    expect(second).toMatchObject({ pageNum: 2, total: 3, totalPages: 2 });
    expect(second.content.map((m) => m.title)).toEqual(['Scheduled maintenance completed']);
  });

  it('[S2-7.9] marks messages read; the unread count follows, in the reply and in CSP_unreadCount', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const [welcome] = (await page(t, token, { read: false })).content;
    const res = await callAs(t, otherCalls.inboxMarkRead, { ids: [welcome!.id] }, { token });
    expect(valueOf(otherCalls.inboxMarkRead, res)).toEqual({ unreadCount: 0 });
    expect(await unread(t, token)).toBe(0);
    expect((await page(t, token, { sort: 'read:asc,sendTime:desc' })).content.every((m) => m.read)).toBe(true);
  });

  it('deletes a message of the member; another member cannot read or delete it', async () => {
    const mine = await tokenFor(t, 'agent01', 'agent1234');
    const theirs = await tokenFor(t, 'expired01', 'expired1234');
    const [welcome] = (await page(t, mine, { read: false })).content;

    expect(valueOf(otherCalls.inboxMarkRead, await callAs(t, otherCalls.inboxMarkRead, { ids: [welcome!.id] }, { token: theirs }))).toEqual({ unreadCount: 1 });
    expect(failure(await callAs(t, otherCalls.inboxDelete, { id: welcome!.id }, { token: theirs }))).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    expect(await unread(t, mine)).toBe(1);

    expect(valueOf(otherCalls.inboxDelete, await callAs(t, otherCalls.inboxDelete, { id: welcome!.id }, { token: mine }))).toEqual({ unreadCount: 0 });
    expect((await page(t, mine, {})).content.map((m) => m.id)).not.toContain(welcome!.id);
    expect(failure(await callAs(t, otherCalls.inboxDelete, { id: welcome!.id }, { token: mine }))).toMatchObject({ status: 404 });
  });

  it('refuses bad ids and a trial account', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    expect(failure(await callAs(t, otherCalls.inboxMarkRead, { ids: [] }, { token }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failure(await callAs(t, otherCalls.inboxMarkRead, { ids: ['x1'] }, { token }))).toMatchObject({ status: 400 });
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await callAs(t, otherCalls.inboxMarkRead, { ids: ['1'] }, { token: trial }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
  });
});
