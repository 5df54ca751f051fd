import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { AVAILABLE_PROMOTIONS_POLL_MS, promotionCalls, type AvailablePromotions, type MerchantPromotion, type RafflePrize } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, fakePlatform, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { raffleTipState } from '../raffle-tip-state';
import { badgeText, PromotionsBadge } from './promotions-badge';
import { PromotionsPage } from './promotions-page';
import { RaffleTip } from './raffle-tip';

const p = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'promotions', ...vars });

const promotion = (over: Partial<MerchantPromotion> = {}): MerchantPromotion => ({
  promotionId: '11',
  promotionType: 'MANUAL',
  title: 'Share your big win',
  content: '<p>Send a screenshot.</p><ul><li>One claim at a time.</li></ul>',
  announcementImages: [{ url: '/res/promotion-art/coins-bigwin-demo.svg', imageId: 'coins-bigwin-demo' }],
  startDate: 1_763_900_000_000,
  startDateStr: '2025-11-23 12:13:20',
  endDate: null,
  remarkRequired: 'Y',
  imageRequired: 'Y',
  applyByRequest: true,
  allowedAgentTypes: ['0', '1', '2'],
  raffleSchedule: null,
  ...over,
});

const NONE: AvailablePromotions = { byType: {}, total: 0, MISSION: { enabled: false, count: 0 }, REFERRAL: { enabled: false, count: 0 } };

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
const withClient = (node: ReactNode) => <QueryClientProvider client={client()}>{node}</QueryClientProvider>;

function renderPage(path: string, ...replies: Replies[]) {
  signIn('0');
  const platform = fakePlatform({ replies });
  const onGoTo = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/promotion',
        element: (
          <PromotionsPage
            title="Promotions"
            loggedIn
            isAgent="0"
            flags={{ REWCEN3: true }}
            pageOf={(type) => (type === 'LOGIN' ? 'rewardCenter' : null)}
            onGoTo={onGoTo}
            onLogin={vi.fn()}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(withClient(<RouterProvider router={router} />));
  return { platform, router, onGoTo, user: userEvent.setup({ applyAccept: false }) };
}

/** A small file the picker hands over. */
const file = (name: string, type: string, bytes = 64) => new File([new Uint8Array(bytes).fill(1)], name, { type });

describe('promotions page', () => {
  it('[S2-2.15] shows the cards, a "more" toggle expanding the content, the detail popup, and "go to promotion" only when allowed', async () => {
    const { user, onGoTo } = renderPage(
      '/promotion',
      on(promotionCalls.merchantAvailable, ok([promotion(), promotion({ promotionId: '12', promotionType: 'LOGIN', title: 'Daily check-in', applyByRequest: false })])),
      on(promotionCalls.claimList, ok([])),
    );
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Share your big win' })).toBeInTheDocument();
    expect(first.queryByText('One claim at a time.')).not.toBeVisible();
    await user.click(first.getByRole('button', { name: p('card.more') }));
    expect(first.getByText('One claim at a time.')).toBeVisible();
    expect(first.getByRole('button', { name: p('card.less') })).toHaveAttribute('aria-expanded', 'true');
    // an application promotion offers "apply", a mapped type "go to promotion"
    expect(first.getByRole('button', { name: p('card.apply') })).toBeInTheDocument();
    expect(first.queryByRole('button', { name: p('card.goTo') })).toBeNull();
    await user.click(within(cards[1]!).getByRole('button', { name: p('card.goTo') }));
    expect(onGoTo).toHaveBeenCalledWith('rewardCenter');
    await user.click(first.getByRole('button', { name: p('card.details') }));
    expect(await screen.findByTestId('promotion-detail')).toHaveTextContent('Send a screenshot.');
  });

  it('[S2-2.15] an empty list shows the no-data message', async () => {
    renderPage('/promotion', on(promotionCalls.merchantAvailable, ok([])), on(promotionCalls.claimList, ok([])));
    expect(await screen.findByTestId('promotions-empty')).toHaveTextContent(p('page.empty'));
  });

  it('[S2-2.4] the card named by the hash opens and scrolls into view 400 ms later with an offset of 150; a query id opens its popup', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderPage(
      '/promotion?t=1&id=11#12',
      on(promotionCalls.merchantAvailable, ok([promotion(), promotion({ promotionId: '12', promotionType: 'LOGIN', title: 'Daily check-in', applyByRequest: false })])),
      on(promotionCalls.claimList, ok([])),
    );
    const cards = await screen.findAllByTestId('promotion-card');
    // the popup of the query id is open: the page behind it is hidden from the accessibility tree
    expect(within(cards[1]!).getByRole('button', { name: p('card.less'), hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(within(cards[0]!).getByRole('button', { name: p('card.more'), hidden: true })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByTestId('promotion-detail')).toHaveTextContent('Share your big win');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1), { timeout: 2000 });
    const top = (scrollTo.mock.calls[0]![0] as { top: number }).top;
    expect(top).toBe(cards[1]!.getBoundingClientRect().top + window.scrollY - 150);
  });

  it('[S2-5.4] [S2-2.16] [S2-8.17] the claim form shows its messages in order: remarks, then an image, then wrong type and count', async () => {
    const { user, platform } = renderPage('/promotion', on(promotionCalls.merchantAvailable, ok([promotion()])), on(promotionCalls.claimList, ok([])));
    await user.click(await screen.findByRole('button', { name: p('card.apply') }));
    const modal = within(await screen.findByTestId('apply-reward-modal'));
    const submit = modal.getByRole('button', { name: p('apply.submit') });
    await user.click(submit);
    expect(modal.getByRole('alert')).toHaveTextContent(p('messages.remarkLimit'));
    await user.type(modal.getByLabelText(new RegExp(p('apply.remarks'))), 'Big win on Lucky 7');
    await user.click(submit);
    expect(modal.getByRole('alert')).toHaveTextContent(p('messages.activity_apply_remark_limit2'));
    const picker = modal.getByLabelText(p('apply.addImage'));
    await user.upload(picker, file('win.gif', 'image/gif'));
    expect(modal.getByRole('alert')).toHaveTextContent(p('messages.imageType'));
    await user.upload(picker, file('huge.png', 'image/png', 5_242_881));
    expect(modal.getByRole('alert')).toHaveTextContent(p('messages.imageSize'));
    await user.upload(picker, [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.jpeg', 'image/jpeg'), file('d.png', 'image/png')]);
    await waitFor(() => expect(modal.getByRole('alert')).toHaveTextContent(p('messages.imageCount', { max: 3 })));
    expect(modal.getAllByRole('img')).toHaveLength(3);
    expect(modal.queryByLabelText(p('apply.addImage'))).toBeNull();
    // reset clears remarks and images
    await user.click(modal.getByRole('button', { name: p('apply.reset') }));
    expect(modal.getByLabelText(new RegExp(p('apply.remarks')))).toHaveValue('');
    expect(modal.queryAllByRole('img')).toHaveLength(0);
    expect(platform.sent(promotionCalls.signUpReward)).toHaveLength(0);
  });

  it('[S2-4.6] [S2-3.19] a claim with two images is sent once however often submit is pressed; the modal closes and the card shows PENDING', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const { user, platform } = renderPage(
      '/promotion',
      on(promotionCalls.merchantAvailable, ok([promotion()])),
      on(promotionCalls.claimList, ok([]), ok([{ promotionId: '11', status: 'PENDING', claimTime: 1_763_900_000_000 }])),
      on(promotionCalls.signUpReward, async () => {
        await held;
        return ok({ status: 'PENDING' as const });
      }),
    );
    await user.click(await screen.findByRole('button', { name: p('card.apply') }));
    const modal = within(await screen.findByTestId('apply-reward-modal'));
    await user.type(modal.getByLabelText(new RegExp(p('apply.remarks'))), 'Two screenshots');
    await user.upload(modal.getByLabelText(p('apply.addImage')), [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')]);
    await waitFor(() => expect(modal.getAllByRole('img')).toHaveLength(2));
    const submit = modal.getByRole('button', { name: p('apply.submit') });
    fireEvent.submit(submit.closest('form')!);
    fireEvent.submit(submit.closest('form')!);
    release();
    await waitFor(() => expect(screen.queryByTestId('apply-reward-modal')).toBeNull());
    expect(platform.sent(promotionCalls.signUpReward)).toHaveLength(1);
    const body = platform.sent(promotionCalls.signUpReward)[0]!.body as { pictures: string[]; remarks: string; promotionId: string };
    expect(body.promotionId).toBe('11');
    expect(body.remarks).toBe('Two screenshots');
    expect(body.pictures.map((u) => u.slice(0, 15))).toEqual(['data:image/png;', 'data:image/jpeg']);
    expect(await screen.findByTestId('claim-status')).toHaveTextContent(p('status.PENDING'));
    expect(screen.queryByRole('button', { name: p('card.apply') })).toBeNull();
  });
});

describe('raffle tip', () => {
  it('[S2-4.5] moves from waiting to open to gone', () => {
    expect(raffleTipState(1_000, 3_000, 6_000, false)).toEqual({ phase: 'waiting', remainingMs: 2_000 });
    expect(raffleTipState(3_000, 3_000, 6_000, false)).toEqual({ phase: 'open', remainingMs: 3_000 });
    expect(raffleTipState(6_000, 3_000, 6_000, false)).toEqual({ phase: 'gone' });
    expect(raffleTipState(4_000, 3_000, 6_000, true)).toEqual({ phase: 'gone' });
  });

  const raffle = (now: number) =>
    promotion({
      promotionId: '21',
      promotionType: 'RAFFLE',
      applyByRequest: false,
      raffleSchedule: { raffleScheduleId: '301', startTime: now + 2_000, dueTime: now + 5_000 },
    });

  it('[S2-4.5] [S2-9.5] counts down in 1000 ms steps, enables the claim at the start and disappears after the due time', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T03:00:00Z') });
    const now = Date.now();
    render(withClient(<RaffleTip promotion={raffle(now)} claimed={false} canClaim onClaimed={vi.fn()} />));
    const tip = screen.getByTestId('raffle-tip');
    expect(tip).toHaveTextContent(p('raffle.startsIn', { time: '00:00:02' }));
    expect(within(tip).getByRole('button', { name: p('raffle.claim') })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(tip).toHaveTextContent(p('raffle.startsIn', { time: '00:00:01' }));
    act(() => void vi.advanceTimersByTime(1_000));
    expect(tip).toHaveTextContent(p('raffle.endsIn', { time: '00:00:03' }));
    expect(within(tip).getByRole('button', { name: p('raffle.claim') })).toBeEnabled();
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.queryByTestId('raffle-tip')).toBeNull();
  });

  it('[S2-4.5] [S2-8.7] claiming shows the prize modal; a failed claim hides the modal and closes the tip', async () => {
    const now = Date.now();
    const open = promotion({ promotionId: '21', promotionType: 'RAFFLE', applyByRequest: false, raffleSchedule: { raffleScheduleId: '301', startTime: now - 1_000, dueTime: now + 60_000 } });
    const prize: RafflePrize = { type: 'POINT', value: 'GOLDEN_EGG', amount: null, points: 100, ticket: null };
    signIn('0');
    fakePlatform({ replies: [on(promotionCalls.claimRaffle, ok(prize), fail(409, 'raffle.claimed', 'claimed'))] });
    const onClaimed = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(withClient(<RaffleTip promotion={open} claimed={false} canClaim onClaimed={onClaimed} />));
    await user.click(screen.getByRole('button', { name: p('raffle.claim') }));
    const modal = await screen.findByTestId('raffle-prize');
    expect(modal).toHaveTextContent(p('raffle.prize.POINT', { points: 100 }));
    expect(modal.querySelector('[data-art="GOLDEN_EGG"]')).not.toBeNull();
    await user.click(within(modal).getByRole('button', { name: p('raffle.ok') }));
    expect(onClaimed).toHaveBeenCalled();
    expect(screen.queryByTestId('raffle-tip')).toBeNull();
    unmount();

    render(withClient(<RaffleTip promotion={open} claimed={false} canClaim onClaimed={onClaimed} />));
    await user.click(screen.getByRole('button', { name: p('raffle.claim') }));
    await waitFor(() => expect(screen.queryByTestId('raffle-tip')).toBeNull());
    expect(screen.queryByTestId('raffle-prize')).toBeNull();
  });
});

describe('available-promotions badge', () => {
  it('[S2-4.22] shows the count, three dots above 99, nothing at 0', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('...');
  });

  it('[S2-4.22] [S2-9.4] polls MCSFE_getAvailablePromotions every 300,000 ms and shows the total', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('0');
    const platform = fakePlatform({ replies: [on(promotionCalls.available, ok({ ...NONE, byType: { MANUAL: 3 }, total: 3 }), ok({ ...NONE, byType: { MANUAL: 120 }, total: 120 }))] });
    render(withClient(<PromotionsBadge />));
    expect(await screen.findByTestId('promotions-badge')).toHaveTextContent('3');
    expect(screen.getByTestId('promotions-badge')).toHaveAccessibleName(p('badge.label', { count: 3 }));
    await act(() => vi.advanceTimersByTimeAsync(AVAILABLE_PROMOTIONS_POLL_MS - 1_000));
    expect(platform.sent(promotionCalls.available)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getByTestId('promotions-badge')).toHaveTextContent('...'));
    expect(platform.sent(promotionCalls.available)).toHaveLength(2);
  });
});
