import { expect, test } from './support/fixtures';
import { headerBalance } from './support/accounts';
import { userTopicGranted } from './support/live';
import { money } from './support/money';
import { registerThroughApi } from './support/register-api';

/**
 * Live notifications on the real server (issue 13): an operator action published through a dev
 * endpoint (/dev/events/...) reaches the signed-in member's page as a toast. A fresh downline of
 * agent01 (registered with the AGENT01 affiliate code) is used, so no seeded balance moves but
 * agent01's, which no spec asserts.
 */
test.describe('live notifications', () => {
  test('[S2-4.21] [S2-3.17] the inbox check asks for the unread message; an agent transfer from the dev endpoint shows its toast and the balance follows', { tag: '@phone' }, async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    const account = await registerThroughApi(page.request, { affiliateCode: 'AGENT01' });
    const sent = await page.request.post('/dev/events/demo/inbox', { data: { username: account.username, title: 'Welcome aboard', body: 'Your account is ready.' } });
    expect(sent.ok(), await sent.text()).toBe(true);
    await signIn(account);
    const subscribed = userTopicGranted(page);
    // the inbox check runs 1 s after the notifications mount: its answer means they are listening
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/CSP_getInbox');
    await page.goto('/');
    await expect(headerBalance(page)).toContainText(money(0));
    const check = new URL((await checked).url()).searchParams;
    expect([check.get('size'), check.get('read'), check.get('sort')]).toEqual(['1', 'false', 'sendTime:desc']);
    expect(((await (await checked).json()) as { value: { content: { title: string }[] } }).value.content.map((m) => m.title)).toEqual(['Welcome aboard']);
    await subscribed;

    const moved = await page.request.post('/dev/events/demo/agent-transfer', { data: { agent: 'agent01', downline: account.username, amount: 88 } });
    expect(moved.ok(), await moved.text()).toBe(true);
    // a transfer published with popup stays until closed: no race with the toast's timer on a busy machine
    await expect(page.getByTestId('toast').filter({ hasText: `agent01 transferred ${money(88)} to ${account.username}.` })).toBeVisible();
    await expect(headerBalance(page)).toContainText(money(88));
    expect(consoleErrors).toEqual([]);
  });

  test('[S2-1.3] a member sees the wallet balance and the unread count, and a new message and a bonus as they happen', async ({ page, signIn, consoleErrors }) => {
    const account = await registerThroughApi(page.request);
    const first = await page.request.post('/dev/events/demo/inbox', { data: { username: account.username, title: 'Welcome aboard', body: 'Your account is ready.' } });
    expect(first.ok(), await first.text()).toBe(true);
    await signIn(account);
    const subscribed = userTopicGranted(page);
    await page.goto('/');
    await expect(headerBalance(page)).toContainText(money(0));
    await expect(page.getByRole('button', { name: 'Messages, 1 unread' })).toBeVisible();
    await subscribed;

    // an operator's message: its toast, and the count follows
    const second = await page.request.post('/dev/events/demo/inbox', { data: { username: account.username, title: 'Your weekly summary', body: 'Here is your week.' } });
    expect(second.ok(), await second.text()).toBe(true);
    await expect(page.getByTestId('toast').filter({ hasText: 'Your weekly summary' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Messages, 2 unread' })).toBeVisible();

    // a bonus granted by the operator: the reward notice, then the balance
    const granted = await page.request.post('/dev/promotions/grant', { data: { merchant: 'demo', username: account.username, amount: 25, promotionName: 'Welcome bonus' } });
    expect(granted.ok(), await granted.text()).toBe(true);
    const bonus = page.getByRole('dialog', { name: 'Welcome bonus' });
    await expect(bonus).toContainText(`You received a bonus of ${money(25)} from Welcome bonus.`);
    await bonus.getByRole('button', { name: 'Great' }).click();
    await expect(headerBalance(page)).toContainText(money(25));
    expect(consoleErrors).toEqual([]);
  });
});
