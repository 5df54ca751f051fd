import { expect, settle, test } from './support/fixtures';
import { PLAYER2, captchaAnswer } from './support/accounts';

/**
 * Member support on the real server: feedback from the member centre, with the image captcha
 * answered through the dev endpoint (the server checks it and stores the feedback).
 */
test('[S2-2.35] [S2-5.5] [S2-7.8] [S2-1.7] a member sends feedback from the member centre with the captcha answered', { tag: '@phone' }, async ({
  page,
  signIn,
  consoleErrors,
}) => {
  await signIn(PLAYER2);
  await page.goto('/member/feedback');
  // "Send feedback" sits just above the phone dock, which steps aside while a field has the
  // keyboard: it once came back between the press and the release of the tap that took the focus
  // from the image code, took the release, and nothing was sent (lib/phone-dock.ts now waits for
  // the release); this flow proves the send on a phone
  const form = page.getByRole('form', { name: 'Feedback' });
  await form.getByLabel('Question type').selectOption({ label: 'Withdrawal issues' });
  await form.getByLabel('Your message').fill('My withdrawal has been pending since this morning.');
  await form.getByLabel('Image code').fill(await captchaAnswer(page));
  const sent = page.waitForResponse((r) => r.url().endsWith('/wps/feedback'));
  await form.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText('Thank you. Your feedback has been sent.');
  await expect(form.getByLabel('Your message')).toHaveValue('');
  await settle(page);
  expect(consoleErrors).toEqual([]);
});
