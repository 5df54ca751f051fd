import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountSecurityCalls,
  captchaCalls,
  chatCalls,
  helpCalls,
  memberCalls,
  moneyCalls,
  otherCalls,
  promotionCalls,
  type MemberInfo,
  type PaymentOrder,
  type SecurityConfig,
} from '@lotto/contract';
import { pageOf, paymentOptions } from '../features/member-money/money-test-kit';
import { ApiError } from '../lib/api-error';
import { handleApiError } from '../lib/error-funnel';
import { changeLanguage, errorText, i18n } from '../lib/i18n';
import { CAPTCHA_PNG, EMPTY_HOME, balance, fakePlatform, memberInfo, ok, on, withFlags, type Replies } from '../test/fake-platform';
import { renderApp } from '../test/render-app';
import { resetSiteState, signIn } from '../test/site-state';
import { configureApp } from './setup';

const c = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'memberCentre', ...vars });
const a = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'auth', ...vars });

const PLAYER = memberInfo();
const CONFIG: SecurityConfig = {
  hasPaymentPassword: true,
  mobile: null,
  mobileVerified: false,
  email: null,
  emailVerified: false,
  googleAuthBound: false,
  payeeName: null,
  passwordUpdatedAt: null,
  twoFactor: { payeeName: false, sms: false, ga: false, email: false },
};
const inboxPage = (read: boolean) => ({
  content: [{ id: '7', title: 'Your deposit arrived', content: 'It is in your main wallet.', sendTime: 1_763_900_000_000, read }],
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  total: 1,
});

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

/** The site for a signed-in member: the shell, the home lists, the member's info and what the centre asks. */
function memberSite(info: MemberInfo, ...replies: Replies[]) {
  signIn(info.isAgent);
  return fakePlatform({
    shell: true,
    replies,
    defaults: [
      EMPTY_HOME,
      on(memberCalls.info, ok(info)),
      on(memberCalls.balance, ok(balance())),
      on(otherCalls.inboxUnreadCount, ok({ unreadCount: 1 })),
      on(otherCalls.merchantWallet, ok({ isSingle: false })),
      on(memberCalls.securityConfig, ok(CONFIG)),
      on(memberCalls.icon, ok({ url: null, iconIndex: null })),
      on(accountSecurityCalls.sessions, ok([])),
      on(accountSecurityCalls.loginHistory, ok({ content: [], pageNum: 1, pageSize: 10, totalPages: 0, total: 0 })),
      // with REWCEN3 the menu and the right bar's badge read the available promotions (issue 13)
      on(promotionCalls.available, ok({ byType: {}, total: 0, MISSION: { enabled: false, count: 0 }, REFERRAL: { enabled: false, count: 0 } })),
      on(promotionCalls.claimList, ok([])),
    ],
  });
}

// the first visit of a page loads its code: on a busy 2-core machine that alone can take seconds
const LAZY = { timeout: 15_000 };
const ALL_MENU_FLAGS = { INBOX3: true, MAILCEN: true, REWCEN3: true, FEEDBACK3: true, CREDITMAR3: true, DEPOSIT: true, WITHDRAW: true };
const centreMenu = async () => within(await screen.findByRole('navigation', { name: c('menu.label') }));

describe('member centre routes', () => {
  it('[S1-6.1] [S1-2.4] [S2-4.20] a visitor opening a member page is sent to /login', async () => {
    fakePlatform({ shell: true, replies: [EMPTY_HOME, on(captchaCalls.image, ok(CAPTCHA_PNG))] });
    const { router } = renderApp('/member/securityCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByTestId('login-panel')).toBeInTheDocument();
  });

  it('[S1-6.2] [S2-6.2] a trial account (isAgent 4) opening a member page is refused with in_need_true_account and sent home', async () => {
    memberSite(memberInfo({ account: 'guest7', nickname: null, type: 4, isAgent: '4' }));
    const { router } = renderApp('/member/messageV2');
    expect(await screen.findByTestId('dialog')).toHaveTextContent(errorText('in_need_true_account')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/member opens the default page, securityCenter, with the menu beside it', async () => {
    memberSite(PLAYER, withFlags(ALL_MENU_FLAGS));
    const { router } = renderApp('/member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
    const menu = await centreMenu();
    expect(await menu.findAllByRole('link', { name: c('pages.securityCenter') })).not.toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('memberSecurity:title') }, LAZY)).toBeInTheDocument();
  });

  it('[S2-6.3] [S2-2.44] the centre\'s menu follows the merchant\'s flags and the merchant wallet', async () => {
    memberSite(PLAYER, withFlags({ INBOX3: true, MAILCEN: true, REWCEN3: true }));
    renderApp('/member/securityCenter');
    const menu = await centreMenu();
    // every entry shows twice: the phone strip and the desktop column
    await waitFor(() => expect(menu.getAllByRole('link', { name: c('pages.transferFund') })).toHaveLength(2));
    expect(menu.getAllByRole('link', { name: c('pages.messageV2') })[0]).toHaveAttribute('href', '/member/messageV2');
    expect(menu.queryAllByRole('link', { name: c('pages.depositv2') })).toEqual([]);
    expect(menu.queryAllByRole('link', { name: c('pages.feedback') })).toEqual([]);
    expect(menu.queryAllByRole('link', { name: c('pages.referral') })).toEqual([]);
    expect(menu.queryAllByRole('link', { name: c('pages.missionLeaderboard') })).toEqual([]);
  });

  it('[S2-2.26] a member opens the centre from the info bar on the reward centre; back and forward work', async () => {
    // the feedback page shows its captcha image
    memberSite(PLAYER, withFlags(ALL_MENU_FLAGS), on(captchaCalls.image, ok(CAPTCHA_PNG)));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: PLAYER.nickname }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.links.rewardCenter') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/rewardCenter'));
    // the reward centre lists the member's promotion claims (issue 13): none yet
    const empty = await screen.findByTestId('reward-centre-empty', {}, LAZY);
    expect(await screen.findByRole('heading', { level: 1, name: c('pages.rewardCenter') })).toBeInTheDocument();
    expect(empty).toHaveTextContent(i18n.t('rewardCentre.empty', { ns: 'promotions' }));
    expect(within(empty).getByRole('link', { name: i18n.t('rewardCentre.browse', { ns: 'promotions' }) })).toHaveAttribute('href', '/promotion');
    expect((await centreMenu()).getAllByRole('link', { name: c('pages.rewardCenter') })[0]).toHaveAttribute('aria-current', 'page');

    await user.click((await centreMenu()).getAllByRole('link', { name: c('pages.feedback') })[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/feedback'));
    expect(await screen.findByRole('heading', { level: 1, name: c('pages.feedback') })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: c('pages.rewardCenter') })).toBeInTheDocument();
  });

  it('[S2-6.3] [S2-2.26] the info bar offers only the member-centre links the menu offers', async () => {
    memberSite(PLAYER, withFlags({ REWCEN3: true }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: PLAYER.nickname }) }));
    const links = (await screen.findAllByRole('menuitem')).map((el) => el.textContent);
    expect(links).toEqual([a('bar.links.securityCenter'), a('bar.links.transferFund'), a('bar.links.rewardCenter'), a('bar.signOut')]);
    expect(screen.queryByRole('button', { name: a('bar.messages') })).toBeNull();
  });

  it('[S2-6.3] a page the merchant does not offer says so, with a way back to my account', async () => {
    memberSite(PLAYER, withFlags({ INBOX3: true }));
    renderApp('/member/feedback');
    const page = await screen.findByTestId('member-page-unavailable', {}, LAZY);
    expect(page).toHaveTextContent(c('unavailable.body'));
    expect(within(page).getByRole('link', { name: c('unavailable.back') })).toHaveAttribute('href', '/member/securityCenter');
  });

  it('an unknown page name opens my account', async () => {
    memberSite(PLAYER, withFlags(ALL_MENU_FLAGS));
    const { router } = renderApp('/member/noSuchPage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('memberSecurity:title') }, LAZY)).toBeInTheDocument();
  });

  it('[S1-8.24] the low-balance dialog\'s deposit opens the deposit page of the centre', async () => {
    // deposit is not offered here, so the centre answers without the money page's own calls
    memberSite(PLAYER, withFlags({ INBOX3: true }));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    configureApp(router);
    await screen.findByTestId('member-bar');
    handleApiError(new ApiError({ status: 409, errorCode: 'launch_game_balance_not_enough', callId: 'games.launch', path: '/wps/game/launchGame' }));
    await user.click(within(await screen.findByTestId('dialog')).getByRole('button', { name: i18n.t('common:deposit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/depositv2'));
    expect(await screen.findByRole('heading', { level: 1, name: c('pages.depositv2') }, LAZY)).toBeInTheDocument();
    expect(screen.getByTestId('member-page-unavailable')).toBeInTheDocument();
  });

  it('[S1-8.24] on a seamless page, "deposit" of the low-balance dialog opens depositv2 in the seamless page\'s place: back leaves both', async () => {
    memberSite(PLAYER, withFlags({ INBOX3: true }));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    configureApp(router);
    await screen.findByTestId('member-bar');
    await router.navigate('/seamless?gameType=SPORTS');
    handleApiError(new ApiError({ status: 409, errorCode: 'launch_game_balance_not_enough', callId: 'games.launch', path: '/wps/game/launchGame' }));
    await user.click(within(await screen.findByTestId('dialog')).getByRole('button', { name: i18n.t('common:deposit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/depositv2'));
    expect(await screen.findByRole('heading', { level: 1, name: c('pages.depositv2') }, LAZY)).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('[S2-2.36] the deposit page\'s help opens a popup with the help centre\'s deposit topic alone', async () => {
    const topic = (tag: string, title: string, content: string) => ({ tag, title, content, bgColor: null, lang: 'EN' as const, display: true, children: [] });
    const platform = memberSite(
      PLAYER,
      withFlags(ALL_MENU_FLAGS),
      on(moneyCalls.paymentOptions, ok(paymentOptions())),
      on(moneyCalls.orders, ok(pageOf<PaymentOrder>([]))),
      on(helpCalls.helpCenter, ok([topic('about', 'About us', '<p>Who we are.</p>'), topic('deposit', 'How to deposit', '<p>Pick Demo Pay and an amount.</p>')])),
    );
    const user = userEvent.setup();
    renderApp('/member/depositv2');
    await user.click(await screen.findByRole('button', { name: i18n.t('money:deposit.help') }, LAZY));
    const popup = await screen.findByRole('dialog', { name: i18n.t('money:deposit.helpTitle') });
    const panel = await within(popup).findByTestId('help-topic-panel');
    expect(within(panel).getByRole('heading', { name: 'How to deposit' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Pick Demo Pay and an amount.');
    expect(within(popup).queryByText('About us')).toBeNull();
    expect(platform.sent(helpCalls.helpCenter)).toHaveLength(1);
    await user.click(within(popup).getByRole('button', { name: i18n.t('money:deposit.helpClose') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[S1-1.6] the info bar\'s level label is the rank the server names, in the language on screen: a language change reads it again', async () => {
    const label = (labelName: string) => memberInfo({ clubLabel: { labelName, color: null, type: 'VIP', rankLevel: 2 } });
    memberSite(
      PLAYER,
      withFlags({ INBOX3: true }),
      on(memberCalls.info, (r) => ok(label(r.headers.Language === 'CN' ? '白银' : 'Silver'))),
      on(memberCalls.language, ok(null)),
    );
    renderApp('/');
    const bar = await screen.findByTestId('member-bar', {}, LAZY);
    await waitFor(() => expect(within(bar).getByTestId('level-label')).toHaveTextContent('Silver'));
    // no club colour of its own: the theme's accent
    expect(within(bar).getByTestId('level-label').className).toContain('text-accent');
    await act(() => changeLanguage('CN'));
    await waitFor(() => expect(within(bar).getByTestId('level-label')).toHaveTextContent('白银'));
  });

  it('[S1-3.15] the security centre offers the merchant\'s PROFILE_ICON_COUNT icons', async () => {
    memberSite(PLAYER, withFlags({ ...ALL_MENU_FLAGS, PROFPIC3: true }, { PROFILE_ICON_COUNT: 6 }));
    renderApp('/member/securityCenter');
    const icons = await screen.findByRole('radiogroup', { name: i18n.t('memberSecurity:profile.icons') }, LAZY);
    expect(within(icons).getAllByRole('radio')).toHaveLength(6);
  });

  it('[S1-1.6] [S2-2.26] reading a platform message moves the info bar\'s unread count', async () => {
    const platform = memberSite(
      PLAYER,
      withFlags(ALL_MENU_FLAGS),
      on(otherCalls.inbox, ok(inboxPage(false))),
      on(otherCalls.inboxMarkRead, ok({ unreadCount: 0 })),
      on(otherCalls.inboxUnreadCount, ok({ unreadCount: 1 }), ok({ unreadCount: 0 })),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const bar = await screen.findByTestId('member-bar');
    expect(await within(bar).findByTestId('unread-badge')).toHaveTextContent('1');
    await user.click(within(bar).getByRole('button', { name: a('bar.unread', { count: 1 }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/messageV2'));
    await user.click(await screen.findByRole('button', { name: /Your deposit arrived/ }, LAZY));
    await waitFor(() => expect(platform.sent(otherCalls.inboxMarkRead)).toHaveLength(1));
    await waitFor(() => expect(within(bar).queryByTestId('unread-badge')).toBeNull());
    expect(platform.sent(otherCalls.inboxUnreadCount).length).toBeGreaterThanOrEqual(2);
  });
});

describe('customer service for a member (spec 2 §4)', () => {
  it('[S2-4.18] [S1-7.27] opens a member-aware chat provider with the account name and the chat token for that user id', async () => {
    const { requests } = memberSite(PLAYER, on(chatCalls.providerToken, ok({ token: 'T-9', expiresAt: Date.now() + 60_000 })));
    const visits: string[] = [];
    const popup = {
      closed: false,
      focus: vi.fn(),
      location: {
        set href(url: string) {
          visits.push(url);
        },
        replace: (url: string) => visits.push(url),
      },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/');
    // the shell's first entry is a LIVECHAT provider elsewhere (not the site's own chat window)
    await userEvent.click(await screen.findByRole('button', { name: i18n.t('rightBar.liveChat', { ns: 'shell' }) }, LAZY));
    expect(open).toHaveBeenCalledWith('about:blank', 'customerService', expect.stringContaining('width=440,height=750'));
    await waitFor(() => expect(visits[0]).toBe(`https://chat.example/room?account=${PLAYER.account}&ticket=T-9`));
    expect(requests.filter((r) => r.url === chatCalls.providerToken.path).map((r) => JSON.parse(r.rawBody ?? '{}') as unknown)).toEqual([{ userId: PLAYER.account, csType: 'LIVECHAT' }]);
    open.mockRestore();
  });
});
