import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentCalls, captchaCalls, memberCalls, otherCalls, promotionCalls, type MemberInfo } from '@lotto/contract';
import { i18n } from '../lib/i18n';
import { CAPTCHA_PNG, EMPTY_HOME, balance, fakePlatform, memberInfo, ok, on, withFlags, type Replies } from '../test/fake-platform';
import { renderApp } from '../test/render-app';
import { resetSiteState, signIn } from '../test/site-state';

const ac = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'agentCentre', ...vars });
const a = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'auth', ...vars });

const AGENT = memberInfo({ account: 'agent7', nickname: 'Agent Seven', isAgent: '1' });
const OVERVIEW = {
  startTime: 0,
  endTime: 0,
  teamSize: 3,
  directDownlines: 2,
  newDownlines: 1,
  activeBettors: 1,
  teamBalance: 900,
  deposits: 100,
  withdrawals: 0,
  bets: { count: 1, stake: 10, payout: 0, profit: -10 },
};

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

/** The site for a signed-in account with the home lists, its info and what the centre asks. */
function site(info: MemberInfo, ...replies: Replies[]) {
  signIn(info.isAgent);
  return fakePlatform({
    shell: true,
    replies,
    defaults: [
      EMPTY_HOME,
      on(memberCalls.info, ok(info)),
      on(memberCalls.balance, ok(balance())),
      on(otherCalls.inboxUnreadCount, ok({ unreadCount: 0 })),
      on(promotionCalls.available, ok({ byType: {}, total: 0, MISSION: { enabled: false, count: 0 }, REFERRAL: { enabled: false, count: 0 } })),
      on(agentCalls.teamOverview, ok(OVERVIEW)),
      on(agentCalls.downlines, ok({ content: [], pageNum: 1, pageSize: 10, totalPages: 0, total: 0 })),
    ],
  });
}

// the first visit of a page loads its code: on a busy 2-core machine that alone can take seconds
const LAZY = { timeout: 15_000 };
const agentMenu = async () => within(await screen.findByRole('navigation', { name: ac('menu.label') }, LAZY));

describe('agent centre routes', () => {
  it('[S2-4.20] a visitor opening an agent page is sent to /login', async () => {
    fakePlatform({ shell: true, replies: [EMPTY_HOME, on(captchaCalls.image, ok(CAPTCHA_PNG))] });
    const { router } = renderApp('/agent/agentTeamOverview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('[S2-6.2] a player (isAgent 0) has no agent centre in the info bar and is refused the agent pages in words', async () => {
    site(memberInfo({ isAgent: '0' }), withFlags({ AGEINFO3: true }));
    const user = userEvent.setup();
    renderApp('/agent/agentDownlines');
    expect(await screen.findByTestId('agent-refused', {}, LAZY)).toHaveTextContent(ac('refused.notAgent'));
    expect(screen.queryByRole('navigation', { name: ac('menu.label') })).toBeNull();
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: 'Test Player' }) }));
    expect(await screen.findByRole('menuitem', { name: a('bar.links.securityCenter') })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: a('bar.agentCentre') })).toBeNull();
  });

  it('[S2-6.2] [S2-2.43] an agent opens the agent centre from the info bar on its default page, team overview', async () => {
    site(AGENT, withFlags({ AGEINFO3: true }));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: 'Agent Seven' }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.agentCentre') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentTeamOverview'));
    expect(await screen.findByRole('heading', { level: 1, name: ac('pages.agentTeamOverview') }, LAZY)).toBeInTheDocument();
    expect(await screen.findByTestId('figure-teamSize')).toHaveTextContent('3');
    const menu = await agentMenu();
    // every entry shows twice: the phone strip and the desktop column
    for (const page of ['agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'agentDownlines', 'agentTeamBetting', 'agentUserLoss', 'agentAccountDetails']) {
      expect(menu.getAllByRole('link', { name: ac(`pages.${page}`) }), page).toHaveLength(2);
    }
    expect(menu.getAllByRole('link', { name: ac('pages.agentTeamOverview') })[0]).toHaveAttribute('aria-current', 'page');
    await user.click(menu.getAllByRole('link', { name: ac('pages.agentDownlines') })[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentDownlines'));
    expect(await screen.findByRole('heading', { level: 1, name: ac('pages.agentDownlines') }, LAZY)).toBeInTheDocument();
  });

  it('[S2-6.4] without AGEINFO3 the menu keeps overview, announcement and account details, and a team page is not offered', async () => {
    site(AGENT, withFlags({}));
    const { router } = renderApp('/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentTeamOverview'));
    const menu = await agentMenu();
    const always = [ac('pages.agentAnnouncement'), ac('pages.agentTeamOverview'), ac('pages.agentAccountDetails')];
    // the phone strip, then the desktop column
    expect(menu.getAllByRole('link').map((l) => l.textContent)).toEqual([...always, ...always]);
    await router.navigate('/agent/agentDownlines');
    expect(await screen.findByTestId('agent-page-unavailable', {}, LAZY)).toHaveTextContent(ac('refused.unavailable'));
  });
});
