import { expect, settle, test } from './support/fixtures';
import { PLAYER2, captchaAnswer } from './support/accounts';

/**
 * Member support on the real server: feedback from the member centre, with the image captcha
 * answered through the dev endpoint (the server checks it and stores the feedback).
 */
test('[S2-2.35] [S2-5.5] [S2-7.8] a member sends feedback from the member centre with the captcha answered', { tag: '@phone' }, async ({
  page,
  signIn,
  consoleErrors,
}) => {
  await signIn(PLAYER2);
  await page.goto('/member/feedback');
  // the centre's start-up has settled (member data, the captcha image, and the inbox check 1 s in):
  // the check's toast (for an unread message) comes up at the foot of the phone screen; coming
  // between Playwright's hit test and its tap on "Send feedback", it takes the tap and nothing is
  // sent: the likely cause of four failures in about eight runs after other specs (never alone)
  await settle(page);
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
