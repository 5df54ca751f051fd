import { expect, it } from 'vitest';
import { chatCalls, otherCalls } from '@lotto/contract';
import { customerIdOf, failure, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';

const unread = async (t: TestApp, token: string) =>
  valueOf(chatCalls.unreadCount, await withToken(t, token, { method: 'GET', url: chatCalls.unreadCount.path })).unReadCount;
const launch = async (t: TestApp, token: string, payload: Record<string, unknown> = { b2c: true }) =>
  valueOf(chatCalls.launch, await withToken(t, token, { method: 'POST', url: chatCalls.launch.path, payload })).chatUrl;
const ticketOf = (chatUrl: string) => new URL(chatUrl, 'http://x').searchParams.get('ticket')!;

describeOnPglite('live chat', (t) => {
  it('[S2-3.21] [S2-7.9] [S2-1.7] launches the chat page, where the member and the operator exchange messages and the unread count follows', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    expect(await unread(t, token)).toBe(0);
    const chatUrl = await launch(t, token, { b2c: true, title: 'Help desk', language: 'JA', headerColor: '#3366ff' });
    expect(chatUrl).toMatch(/^\/chat\/room\?ticket=[\w-]{43}&lang=JA&title=Help\+desk&color=%233366ff$/);

    const page = await t.call({ method: 'GET', url: chatUrl, merchant: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toMatch(/<script defer src="\/chat\/assets\/chat\.js\?v=\w+"><\/script>/);
    expect(page.body).toContain('data-title="Help desk"');
    expect(page.body).toContain('data-live="1"');
    const script = await t.call({ method: 'GET', url: '/chat/assets/chat.js', merchant: null });
    expect(script.statusCode).toBe(200);

    const ticket = ticketOf(chatUrl);
    const sent = await t.call({ method: 'POST', url: '/chat/api/messages', merchant: null, payload: { ticket, body: 'Where is my deposit?' } });
    expect(sent.json()).toMatchObject({ success: true, value: { sender: 'MEMBER', body: 'Where is my deposit?' } });

    // the operator sees the conversation with one unread message, and answers
    const id = await customerIdOf(t, token);
    const threads = (await t.call({ method: 'GET', url: '/dev/chat/threads?merchant=demo', merchant: null })).json<{ value: { customerId: number; account: string; unread: number }[] }>();
    expect(threads.value).toContainEqual(expect.objectContaining({ customerId: Number(id), account: 'demo01', unread: 1 }));
    await t.call({ method: 'POST', url: `/dev/chat/threads/${id}/messages?merchant=demo`, merchant: null, payload: { body: 'It arrived a minute ago.' } });
    expect(await unread(t, token)).toBe(1);

    // the member reads the page: the answer is there, and the count drops
    const read = (await t.call({ method: 'GET', url: `/chat/api/messages?ticket=${ticket}`, merchant: null })).json<{ value: { messages: { sender: string; body: string }[] } }>();
    expect(read.value.messages.map((m) => [m.sender, m.body])).toEqual([
      ['MEMBER', 'Where is my deposit?'],
      ['OPERATOR', 'It arrived a minute ago.'],
    ]);
    expect(await unread(t, token)).toBe(0);
    // another member's count is their own
    expect(await unread(t, await tokenFor(t, 'player02', 'player1234'))).toBe(0);
  });

  it('refuses the chat API without a live ticket, and the page then says the session is over', async () => {
    const page = await t.call({ method: 'GET', url: '/chat/room', merchant: null });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-live="0"');
    const bad = await t.call({ method: 'GET', url: '/chat/api/messages?ticket=not-a-ticket', merchant: null });
    expect(failure(bad)).toMatchObject({ status: 401, errorCode: 'CUSTOMER_NOT_LOGIN' });
    const post = await t.call({ method: 'POST', url: '/chat/api/messages', merchant: null, payload: { ticket: 'nope', body: 'hi' } });
    expect(post.statusCode).toBe(401);
    const empty = await t.call({ method: 'POST', url: '/chat/api/messages', merchant: null, payload: { ticket: 'nope', body: '   ' } });
    expect(empty.statusCode).toBe(400);
  });

  it('[S2-4.17] [S1-6.2] gives chat permission to real accounts only; a trial account cannot launch it', async () => {
    const perm = async (token: string) => valueOf(chatCalls.groupPermission, await withToken(t, token, { method: 'GET', url: chatCalls.groupPermission.path })).hasPermission;
    expect(await perm(await tokenFor(t, 'demo01', 'demo1234'))).toBe(true);
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(await perm(trial)).toBe(false);
    expect(failure(await withToken(t, trial, { method: 'POST', url: chatCalls.launch.path, payload: { b2c: true } }))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    expect(failure(await withToken(t, trial, { method: 'GET', url: chatCalls.unreadCount.path }))).toMatchObject({ status: 403 });
  });

  it('[S2-6.5] follows the chat flag (CBS3): switched off, the chat calls answer function.not.available', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const state = (CBS3: boolean) => t.call({ method: 'POST', url: '/dev/merchants/demo/state', merchant: null, payload: { flags: { CBS3 } } });
    expect((await state(false)).statusCode).toBe(200);
    try {
      for (const call of [
        withToken(t, token, { method: 'GET', url: chatCalls.groupPermission.path }),
        withToken(t, token, { method: 'GET', url: chatCalls.unreadCount.path }),
        withToken(t, token, { method: 'POST', url: chatCalls.launch.path, payload: { b2c: true } }),
      ]) {
        expect(failure(await call)).toMatchObject({ errorCode: 'function.not.available' });
      }
    } finally {
      expect((await state(true)).statusCode).toBe(200);
    }
    expect(await unread(t, token)).toBe(0);
  });

  it('[S1-7.27] [S2-4.18] gives a chat-provider token for the member\'s own user id, which opens the chat API', async () => {
    const token = await tokenFor(t, 'player02', 'player1234');
    const res = await withToken(t, token, { method: 'POST', url: chatCalls.providerToken.path, payload: { userId: 'PLAYER02', csType: 'LIVECHAT' } });
    const value = valueOf(chatCalls.providerToken, res);
    expect(value.expiresAt).toBeGreaterThan(Date.now());
    const read = await t.call({ method: 'GET', url: `/chat/api/messages?ticket=${value.token}`, merchant: null });
    expect(read.json()).toMatchObject({ success: true, value: { messages: [] } });
    const other = await withToken(t, token, { method: 'POST', url: chatCalls.providerToken.path, payload: { userId: 'demo01' } });
    expect(failure(other)).toMatchObject({ status: 403, errorCode: 'function.not.available' });
  });

  it('[S2-7.11] answers the customer-service scripts of the merchant in the asked language', async () => {
    const res = await t.call({ method: 'GET', url: otherCalls.customerServiceScript.path, headers: { Language: 'TH' } });
    expect(valueOf(otherCalls.customerServiceScript, res).scripts).toEqual([{ csType: 'LIVECHAT', src: '/chat/assets/widget.js' }]);
    const widget = await t.call({ method: 'GET', url: '/chat/assets/widget.js', merchant: null });
    expect(widget.statusCode).toBe(200);
    expect(widget.body).toContain('LottoChat');
  });
});
