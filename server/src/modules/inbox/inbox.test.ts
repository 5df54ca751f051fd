import { expect, it } from 'vitest';
import { otherCalls } from '@lotto/contract';
import { failure, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';

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
    expect(read.total).toBe(0);
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
