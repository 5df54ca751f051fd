import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { announcementCalls, memberCalls, promotionCalls, type MerchantPromotion } from '@lotto/contract';
import { i18n, loadNamespaces } from '../lib/i18n';
import { balance, fakePlatform, memberInfo, ok, on, withFlags } from '../test/fake-platform';
import { resetSiteState, signIn } from '../test/site-state';
import { AppProvider } from './provider';
import { Component as PromotionRoute } from './routes/promotion';

const p = (key: string) => i18n.t(key, { ns: 'promotions' });

const promotion = (promotionId: string, promotionType: string): MerchantPromotion => ({
  promotionId,
  promotionType,
  title: `${promotionType} promotion`,
  content: '<p>Take part.</p>',
  announcementImages: [],
  startDate: 1_763_900_000_000,
  startDateStr: '2025-11-23 12:13:20',
  endDate: null,
  remarkRequired: 'N',
  imageRequired: 'N',
  applyByRequest: false,
  allowedAgentTypes: ['0', '1', '2'],
  raffleSchedule: null,
});

// spec 2 §9: each type and the member-centre page its "go to promotion" opens
const MAP = [
  ['LOGIN', 'rewardCenter'],
  ['REGISTER', 'rewardCenter'],
  ['SAVIOR', 'rewardCenter'],
  ['DEPOSIT_FIRST', 'depositv2'],
  ['DEPOSIT_BET_BONUS', 'depositv2'],
  ['MISSION', 'missionLeaderboard'],
  ['REFERRAL', 'referral'],
  ['UPGRADE_BONUS', 'playerRank'],
] as const;

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
  await loadNamespaces(['promotions', 'homeContent']);
});
vi.setConfig({ testTimeout: 30_000 });

/** The /promotion route as the site mounts it; /member/:page stands in for the centre, which has its own tests. */
function renderPromotionRoute() {
  signIn('0');
  fakePlatform({
    shell: true,
    replies: [
      withFlags({ REWCEN3: true }),
      on(announcementCalls.list, ok({ banners: [], player: [], popup: [], promotion: [], hot: [] })),
      on(promotionCalls.merchantAvailable, ok(MAP.map(([type], i) => promotion(String(100 + i), type)))),
      on(promotionCalls.claimList, ok([])),
      on(memberCalls.info, ok(memberInfo())),
      on(memberCalls.balance, ok(balance())),
    ],
  });
  const router = createMemoryRouter(
    [
      { path: '/promotion', Component: PromotionRoute },
      { path: '/member/:page', element: <p>member centre</p> },
    ],
    { initialEntries: ['/promotion'] },
  );
  render(
    <AppProvider queryClient={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('promotion types and the member centre', () => {
  it('[S2-9.10] "go to promotion" opens the member-centre page of the promotion type: sign-in, register and savior the reward centre, deposit types the deposit, mission, referral and upgrade their own', async () => {
    const { router, user } = renderPromotionRoute();
    for (const [type, page] of MAP) {
      const card = (await screen.findAllByTestId('promotion-card')).find((el) => within(el).queryByText(`${type} promotion`));
      expect(card, type).toBeDefined();
      await user.click(await within(card!).findByRole('button', { name: p('card.goTo') }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/member/${page}`));
      await router.navigate('/promotion');
    }
  });
});
