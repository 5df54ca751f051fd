import { expect, test } from './support/fixtures';
import { useEnglish } from './support/accounts';
import type { RegisteredAccount } from './support/accounts';
import { registerThroughApi } from './support/register-api';

/**
 * Promotions on the real server and its seed (issue 13): a member claims the seeded promotion that
 * needs remarks and images and sees it pending, and claims the seeded raffle, whose window is open
 * now, and sees the prize the server drew. The member is a fresh account of these tests, so no
 * seeded balance another spec checks moves.
 */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);

/** One fresh member per worker: registered by the first test that needs it, then its stored session is reused. */
let member: Promise<RegisteredAccount> | null = null;
const freshMember = (request: Parameters<typeof registerThroughApi>[0]) => (member ??= registerThroughApi(request));

test.describe('promotions', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S2-4.6] [S2-2.16] @phone a member claims a promotion with remarks and two images and sees it pending', async ({ page, signIn }) => {
    await signIn(await freshMember(page.request));
    await page.goto('/promotion');
    const card = page.getByTestId('promotion-card').filter({ hasText: 'Share Your Big Win' });
    await card.getByRole('button', { name: 'Apply now' }).click();
    const modal = page.getByTestId('apply-reward-modal');
    await modal.getByLabel(/Remarks/).fill('Won 8,888 on Lucky 7, round 20261125-0042');
    await modal.getByLabel('Add image').setInputFiles([
      { name: 'win.png', mimeType: 'image/png', buffer: PNG },
      { name: 'balance.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    ]);
    await expect(modal.getByRole('img')).toHaveCount(2);
    const sent = page.waitForResponse((r) => r.url().endsWith('/wps/relay/MCSFE_signUpRequestReward'));
    await modal.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).status()).toBe(200);
    await expect(modal).toBeHidden();
    await expect(card.getByTestId('claim-status')).toHaveText('Pending review');
    await expect(card.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  });

  test('[S2-4.5] [S2-3.18] [S2-1.2] @phone a member claims the raffle and sees the prize', async ({ page, signIn }) => {
    await signIn(await freshMember(page.request));
    await page.goto('/promotion');
    const card = page.getByTestId('promotion-card').filter({ hasText: 'Golden Egg Raffle' });
    const tip = card.getByTestId('raffle-tip');
    await expect(tip).toContainText('Raffle closes in');
    const claimed = page.waitForResponse((r) => r.url().endsWith('/wps/relay/MCSFE_claimRafflePromotion'));
    await tip.getByRole('button', { name: 'Claim now' }).click();
    expect((await claimed).status()).toBe(200);
    const prize = page.getByTestId('raffle-prize');
    await expect(prize.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    await expect(prize).toContainText(/You won (a bonus of [\d,.]+|a bonus ticket worth [\d,.]+|\d+ points)/);
    await prize.getByRole('button', { name: 'Great' }).click();
    await expect(tip).toBeHidden();
  });
});
