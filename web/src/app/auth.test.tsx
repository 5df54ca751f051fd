import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, captchaCalls, helpCalls, memberCalls, otherCalls, sessionCalls, systemCalls, type MemberInfo } from '@lotto/contract';
import { changeLanguage, errorText, i18n } from '../lib/i18n';
import { setSource } from '../lib/storage';
import { WRONG_PASSWORD, dialogMessage, loginReply, typeCredentials } from '../features/auth/components/auth-test-kit';
import { CAPTCHA_PNG, EMPTY_HOME, SHELL_SETTINGS, balance, fakePlatform, memberInfo, ok, on, withFlags, type Replies } from '../test/fake-platform';
import { renderApp } from '../test/render-app';
import { resetSiteState } from '../test/site-state';

// The overlays' own behaviour (validation, SMS codes, forced change, two-factor, social, forgot
// password) is proven on the overlays alone (features/auth/components/auth-overlays.test.tsx); here
// what needs the whole site: the header, the member bar, sign-out and the /login page.

const a = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'auth', ...vars });

const PLAYER = memberInfo();

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The site (home page lists empty) with a member's info, balance and unread count, unless a test states others. */
const sitePlatform = (...replies: Replies[]) =>
  fakePlatform({
    shell: true,
    replies,
    defaults: [
      EMPTY_HOME,
      on(memberCalls.info, ok(PLAYER)),
      on(memberCalls.balance, ok(balance())),
      on(otherCalls.inboxUnreadCount, ok({ unreadCount: 3 })),
      on(captchaCalls.image, ok(CAPTCHA_PNG)),
    ],
  });

async function openLoginPopup(user = userEvent.setup()) {
  const view = renderApp('/');
  const header = await screen.findByRole('banner');
  await user.click(within(header).getByRole('link', { name: i18n.t('shell:header.login') }));
  const dialog = await screen.findByTestId('login-dialog');
  return { ...view, user, dialog: within(dialog) };
}

describe('login from the header', () => {
  it('[S1-4.2] [S1-4.4] [S1-7.1] [S1-7.4] [S1-7.13] [S1-1.6] logs in from the header popup: trimmed username, token stored, info and balance loaded, popup closed, info bar shown', async () => {
    const platform = sitePlatform(withFlags({ INBOX3: true, MAILCEN: true }), on(sessionCalls.login, ok(loginReply('player01'))));
    const { dialog, user, router } = await openLoginPopup();
    await typeCredentials(dialog, user, '  player01  ', 'secret12');

    await waitFor(() => expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument());
    expect(platform.sent(sessionCalls.login)[0]!.body).toMatchObject({ username: 'player01', password: 'secret12', type: 'username' });
    expect(sessionStorage.getItem('token')).toBe('tok-player01');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(router.state.location.pathname).toBe('/');

    const bar = await screen.findByTestId('member-bar');
    expect(within(bar).getByTestId('member-name')).toHaveTextContent(PLAYER.nickname!);
    expect(within(bar).getByTestId('level-label')).toHaveTextContent(PLAYER.clubLabel!.labelName);
    expect(within(bar).getByTestId('level-label')).toHaveStyle({ color: PLAYER.clubLabel!.color! });
    await waitFor(() => expect(within(bar).getAllByTestId('balance')[0]).toHaveTextContent('¥1,234.50'));
    expect(await within(bar).findByTestId('unread-badge')).toHaveTextContent('3');
    expect(platform.sent(memberCalls.info).length).toBeGreaterThan(0);
    expect(platform.sent(memberCalls.balance).map((r) => r.query)).toContainEqual({ typeId: '0' });
  });
});

describe('login box after a failure (merchant setting loginPopAfterFailure)', () => {
  async function failOnLoginPage() {
    const user = userEvent.setup();
    renderApp('/login');
    const panel = within(await screen.findByTestId('login-panel'));
    await typeCredentials(panel, user, 'player01', 'wrong999');
    const alert = await dialogMessage();
    expect(alert).toHaveTextContent('Incorrect username or password.');
    // the message is read first: no popup while the alert is open
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button'));
    return user;
  }

  it('[S1-2.6] with the setting on, a failed login on /login continues in the login popup once the alert is closed, captcha included', async () => {
    sitePlatform(on(systemCalls.settings, ok({ ...SHELL_SETTINGS, loginPopAfterFailure: true })), on(sessionCalls.login, WRONG_PASSWORD));
    await failOnLoginPage();
    const popup = within(await screen.findByTestId('login-dialog'));
    expect(popup.getByLabelText(a('login.username'))).toBeInTheDocument();
    expect(await popup.findByLabelText(i18n.t('verification:captcha.label'))).toBeInTheDocument();
  }, 15_000);

  it('[S1-2.6] with the setting off (or not sent), a failed login on /login stays on the page', async () => {
    sitePlatform(on(sessionCalls.login, WRONG_PASSWORD));
    await failOnLoginPage();
    await waitFor(() => expect(screen.queryByTestId('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-panel')).toBeInTheDocument();
  }, 15_000);
});

describe('sign-out and roles', () => {
  /** A stored session, as a login leaves it; the platform answers for this member. */
  function loggedInAs(info: MemberInfo, ...replies: Replies[]) {
    const platform = sitePlatform(on(memberCalls.info, ok(info)), on(sessionCalls.logout, ok(null)), ...replies);
    sessionStorage.setItem('token', `tok-${info.account}`);
    sessionStorage.setItem('isAgent', info.isAgent);
    return platform;
  }
  const TRIAL = memberInfo({ id: 'c-guest7', customerId: 'c-guest7', account: 'guest7', nickname: null, type: 4, isAgent: '4' });

  it('[S1-4.12] [S1-2.15] [S1-7.3] [S2-4.8] sign-out asks first, sends DELETE logout, keeps only the merchant code and goes home', async () => {
    // what the page still held when the server was asked to end the session: nothing of it, so no
    // member query of the ended session can follow the logout call (and be answered 401)
    let heldAtLogout: string | null | undefined;
    const platform = loggedInAs(PLAYER, on(helpCalls.helpCenter, ok([])));
    platform.on(sessionCalls.logout, () => {
      heldAtLogout = sessionStorage.getItem('token');
      return ok(null);
    });
    sessionStorage.setItem('username', PLAYER.account);
    const user = userEvent.setup();
    const { router } = renderApp('/help');
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: PLAYER.nickname }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.signOut') }));
    const confirm = within(await dialogMessage());
    expect(confirm.getByText(a('signOut.message'))).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: a('signOut.confirm') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(platform.sent(sessionCalls.logout)).toHaveLength(1);
    expect(platform.sent(sessionCalls.logout)[0]!.headers).toMatchObject({ Authorization: 'tok-player01', Merchant: 'demo' });
    expect(heldAtLogout).toBeNull();
    const afterLogout = platform.requests.slice(platform.requests.indexOf(platform.sent(sessionCalls.logout)[0]!) + 1);
    expect(afterLogout.filter((r) => r.headers['Authorization'])).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual(['merchantCode']);
    expect(await screen.findByRole('link', { name: i18n.t('shell:header.login') })).toBeInTheDocument();
  });

  it('[S1-4.12] [S1-6.4] an agent source lands on the agent page and the source is removed', async () => {
    loggedInAs(PLAYER);
    setSource('agent');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: PLAYER.nickname }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.signOut') }));
    await user.click(within(await dialogMessage()).getByRole('button', { name: a('signOut.confirm') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(sessionStorage.getItem('source')).toBeNull();
  });

  it('[S1-6.2] [S1-8.5] a trial account (isAgent 4) skips the unread load and is refused from member pages with in_need_true_account', async () => {
    const platform = loggedInAs(TRIAL, withFlags({ INBOX3: true, CREDITMAR3: true, DEPOSIT: true }));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('member-bar');
    await waitFor(() => expect(platform.sent(memberCalls.info).length).toBeGreaterThan(0));
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: TRIAL.account }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.links.depositv2') }));
    expect(await dialogMessage()).toHaveTextContent(errorText('in_need_true_account')!);
    expect(platform.sent(otherCalls.inboxUnreadCount)).toEqual([]);
  });

  it('[S1-6.2] a real member loads the unread count', async () => {
    const platform = loggedInAs(PLAYER, withFlags({ INBOX3: true }));
    renderApp('/');
    await waitFor(() => expect(platform.sent(otherCalls.inboxUnreadCount)).toHaveLength(1));
  });

  it('[S1-1.6] the balance hide toggle masks the balance and is remembered', async () => {
    loggedInAs(PLAYER);
    const user = userEvent.setup();
    const view = renderApp('/');
    const bar = await screen.findByTestId('member-bar');
    await waitFor(() => expect(within(bar).getAllByTestId('balance')[0]).toHaveTextContent('¥1,234.50'));
    await user.click(within(bar).getByRole('button', { name: a('bar.hideBalance') }));
    expect(within(bar).getAllByTestId('balance')[0]).toHaveTextContent('••••••');
    expect(localStorage.getItem('hideBalance')).toBe('1');
    view.unmount();
    renderApp('/');
    const again = await screen.findByTestId('member-bar');
    await waitFor(() => expect(within(again).getAllByTestId('balance')[0]).toHaveTextContent('••••••'));
  });
});

describe('login page', () => {
  it.each([...LANGUAGES])('[S1-2.7] /login in %s has a named control for every button, link and field', async (lang) => {
    sitePlatform(withFlags({ FREEPLAY3: true, GOOGLELOGIN3: true, LINELOGIN3: true, MOBILELOGIN3: true }));
    await changeLanguage(lang);
    renderApp('/login');
    const panel = await screen.findByTestId('login-panel');
    await within(panel).findAllByRole('tab');
    const controls = [
      ...within(panel).getAllByRole('button'),
      ...within(panel).getAllByRole('textbox'),
      ...within(panel).getAllByRole('tab'),
      ...within(panel).getAllByRole('checkbox'),
    ];
    for (const c of controls) expect(c).toHaveAccessibleName();
    const links = within(screen.getByRole('navigation', { name: a('page.links') }));
    expect(links.getByRole('link', { name: a('page.speedTest') })).toHaveAttribute('href', '/speedTest');
    expect(links.getByRole('link', { name: a('page.download') })).toHaveAttribute('href', '/download');
    expect(links.getByRole('button', { name: a('page.customerService') })).toBeInTheDocument();
    // the page's own switcher besides the header's
    expect(screen.getAllByRole('button', { name: i18n.t('shell:language.label') })).toHaveLength(2);
  });
});
