import { expect, test } from './support/fixtures';
import { AGENT, accountMenu, useEnglish } from './support/accounts';

/**
 * The agent centre on the real server (spec 2 §2, §6): agent01 opens it from the info bar, reads
 * the team overview and finds a seeded downline (server/src/db/seeds/agent-team.ts) in downline
 * management.
 */
test.describe('agent centre', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S2-2.43] [S2-6.2] an agent opens the agent centre on the team overview and finds a downline in downline management', async ({ page, signIn, consoleErrors }) => {
    await signIn(AGENT);
    await page.goto('/');
    await accountMenu(page, AGENT.nickname).click();
    await page.getByRole('menuitem', { name: 'Agent centre' }).click();

    await expect(page).toHaveURL(/\/agent\/agentTeamOverview$/);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    // agent01's direct downlines: the seeded players, agent02 and the team seed's three
    const direct = main.getByTestId('figure-directDownlines');
    await expect(direct).toHaveText(/^\d+$/);
    expect(Number(await direct.textContent())).toBeGreaterThanOrEqual(6);
    await expect(main.getByTestId('figure-teamBalance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);

    const menu = main.getByRole('navigation', { name: 'Agent centre menu' });
    await menu.getByRole('link', { name: 'Downline management' }).last().click();
    await expect(page).toHaveURL(/\/agent\/agentDownlines$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Downline management' })).toBeVisible();

    await main.getByRole('searchbox', { name: 'Search by username or nickname' }).fill('Silver Koi');
    await main.getByRole('button', { name: 'Search' }).click();
    const table = main.getByTestId('records-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('team02');
    await expect(row).toContainText('Silver Koi');
    await expect(row).toContainText('400.00');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');
    expect(consoleErrors).toEqual([]);
  });
});
