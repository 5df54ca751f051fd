import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captchaCalls,
  memberCalls,
  registerCalls,
  trackingCalls,
  type FieldRule,
  type RegisterSetting,
  type TrackingConfig,
  type TrackingDomain,
} from '@lotto/contract';
import { useDialogStore } from '../lib/dialogs';
import { i18n } from '../lib/i18n';
import { getToken } from '../lib/storage';
import { CAPTCHA_PNG, EMPTY_HOME, balance, fail, fakePlatform, memberInfo, ok, on, type Stated } from '../test/fake-platform';
import { renderApp } from '../test/render-app';
import { resetSiteState } from '../test/site-state';

// The site's tracking config (spec 2 §3) through the whole site: the pixels the merchant configured
// load after the first paint, each page of the site is a page view, a registration a sign-up, and the
// domain's affiliate code fills the registration's when the URL has none.

// the pixels' scripts are the vendors': the test page adds their elements but never runs them, so
// each pixel stays the queue the vendor's snippet makes, which is what the site's calls go into
const happyDom = (window as unknown as { happyDOM?: { settings: { disableJavaScriptFileLoading: boolean } } }).happyDOM;
if (happyDom) happyDom.settings.disableJavaScriptFileLoading = true;

interface PixelWindow {
  dataLayer?: ArrayLike<unknown>[];
  gtag?: unknown;
  fbq?: { queue: ArrayLike<unknown>[] };
  _fbq?: unknown;
  ttq?: unknown[][];
  TiktokAnalyticsObject?: unknown;
}
const w = window as unknown as PixelWindow;

/** The calls each pixel was given, as lists. */
const gtagCalls = () => (w.dataLayer ?? []).map((a) => Array.from(a));
const fbqCalls = () => (w.fbq?.queue ?? []).map((a) => Array.from(a));
const ttqCalls = () => (w.ttq ?? []).filter(Array.isArray);

const vendorScripts = () =>
  Array.from(document.scripts)
    .map((s) => s.getAttribute('src') ?? '')
    .filter((src) => /^https?:/.test(src));
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=';
const META = 'https://connect.facebook.net/en_US/fbevents.js';
const TIKTOK = 'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=';

const NO_IDS: TrackingDomain = { gtagId: null, fbPixelId: null, tiktokPixelId: null, appsFlyerId: null, adjustId: null, affiliateCode: null };
const config = (...domains: Partial<TrackingDomain>[]): TrackingConfig => ({
  trackId: 'site-default',
  domain: 'localhost',
  isDefault: true,
  domains: domains.map((d) => ({ ...NO_IDS, ...d })),
});
const ALL_PIXELS = config({ gtagId: 'G-TEST1', fbPixelId: '1234567890', tiktokPixelId: 'CTEST1' });

const r = (k: string) => i18n.t(k, { ns: 'register' });
const field = (name: string) => screen.getByLabelText(new RegExp(`^${r(`fields.${name}`)}`), { selector: 'input' });
const rule = (over: Partial<FieldRule> = {}): FieldRule => ({ acceptedPattern: '*', minLength: 6, maxLength: 12, required: true, enabled: true, ...over });
const SETTING: RegisterSetting = {
  rules: { username: rule(), affiliateCode: rule({ minLength: 1, maxLength: 64, required: false }) },
  affiliate: 0,
  agreement: false,
  socialRegister: false,
};

const site = (tracking: Stated, ...replies: Stated[]) =>
  fakePlatform({ shell: true, replies: [tracking, EMPTY_HOME, on(registerCalls.setting, ok(SETTING)), on(captchaCalls.image, ok(CAPTCHA_PNG)), ...replies] });

beforeEach(async () => {
  await resetSiteState({ language: 'EN' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // the pixels live on the window the tests share: each test starts without any
  for (const s of Array.from(document.scripts)) if (/^https?:/.test(s.getAttribute('src') ?? '')) s.remove();
  for (const key of ['dataLayer', 'gtag', 'fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject'] as const) delete w[key];
});

vi.setConfig({ testTimeout: 30_000 });

describe('tracking config in the site (spec 2 §3)', () => {
  it('[S2-3.35] loads the configured pixels once the page is idle, one script each, and nothing for the ids the web does not use', async () => {
    const platform = site(
      on(
        trackingCalls.config,
        ok(config({ gtagId: 'G-TEST1', fbPixelId: '1234567890', appsFlyerId: 'af-app', adjustId: 'adj_token' }, { gtagId: 'G-TEST2', fbPixelId: '1234567890' })),
      ),
    );
    renderApp('/');
    await waitFor(() => expect(vendorScripts()).toHaveLength(2));
    expect(vendorScripts().sort()).toEqual([`${GTAG}G-TEST1`, META].sort());
    expect(platform.sent(trackingCalls.config).map((q) => q.query)).toEqual([{ host: window.location.host }]);
    // every configured id is set up on its pixel, each counting the first page view
    expect(gtagCalls().filter((c) => c[0] === 'config')).toEqual([['config', 'G-TEST1'], ['config', 'G-TEST2']]);
    expect(fbqCalls()).toEqual([['init', '1234567890'], ['track', 'PageView']]);
    // no TikTok pixel configured: nothing of it on the page
    expect(w.ttq).toBeUndefined();
    expect(document.querySelector('script[src*="appsflyer"], script[src*="adjust"]')).toBeNull();
  });

  it('[S2-3.35] makes each later page of the site a page view of every loaded pixel, and loads no script twice', async () => {
    site(on(trackingCalls.config, ok(ALL_PIXELS)));
    const { router } = renderApp('/');
    await waitFor(() => expect(vendorScripts()).toHaveLength(3));
    expect(vendorScripts().sort()).toEqual([META, `${TIKTOK}CTEST1&lib=ttq`, `${GTAG}G-TEST1`].sort());
    const pageViews = () => ({
      gtag: gtagCalls().filter((c) => c[0] === 'event' && c[1] === 'page_view').length,
      fbq: fbqCalls().filter((c) => c[0] === 'track' && c[1] === 'PageView').length,
      ttq: ttqCalls().filter((c) => c[0] === 'page').length,
    });
    // the first page is counted by each pixel's own start (gtag's config sends it)
    expect(pageViews()).toEqual({ gtag: 0, fbq: 1, ttq: 1 });

    await act(() => router.navigate('/index'));
    await waitFor(() => expect(pageViews()).toEqual({ gtag: 1, fbq: 2, ttq: 2 }));
    expect(gtagCalls().find((c) => c[1] === 'page_view')?.[2]).toMatchObject({ page_location: window.location.href });
    await act(() => router.navigate('/?tab=2'));
    await waitFor(() => expect(pageViews()).toEqual({ gtag: 2, fbq: 3, ttq: 3 }));
    expect(vendorScripts()).toHaveLength(3);
  });

  it('[S2-3.35] reports a completed registration to every loaded pixel as its sign-up event', async () => {
    site(
      on(trackingCalls.config, ok(ALL_PIXELS)),
      on(registerCalls.register, ok({ customerName: 'test@newplayer1', profile: { mobileNo: null }, token: 'tok-123', userName: 'newplayer1' })),
      on(memberCalls.info, ok(memberInfo({ account: 'newplayer1', nickname: null }))),
      on(memberCalls.balance, ok(balance())),
    );
    const user = userEvent.setup();
    renderApp('/register');
    await waitFor(() => expect(vendorScripts()).toHaveLength(3));
    await user.type(await screen.findByLabelText(new RegExp(`^${r('fields.username')}`), { selector: 'input' }), 'newplayer1');
    await user.type(screen.getByRole('textbox', { name: i18n.t('verification:captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(getToken()).toBe('tok-123'));
    expect(gtagCalls()).toContainEqual(['event', 'sign_up']);
    expect(fbqCalls()).toContainEqual(['track', 'CompleteRegistration']);
    expect(ttqCalls()).toContainEqual(['track', 'CompleteRegistration']);
  });

  it('[S2-3.35] fills the registration affiliate code from the domain when the URL has none', async () => {
    const platform = site(
      on(trackingCalls.config, ok(config({ affiliateCode: 'SITE01' }))),
      on(registerCalls.affiliate, ok({ affiliateCode: 'SITE01', valid: true })),
      on(registerCalls.register, ok({ customerName: 'test@newplayer2', profile: { mobileNo: null }, token: 'tok-456', userName: 'newplayer2' })),
      on(memberCalls.info, ok(memberInfo({ account: 'newplayer2', nickname: null }))),
      on(memberCalls.balance, ok(balance())),
    );
    const user = userEvent.setup();
    renderApp('/register');
    await screen.findByRole('button', { name: r('submit') });
    await waitFor(() => expect(field('affiliateCode')).toHaveValue('SITE01'));
    // an affiliate code without pixels loads no script
    expect(vendorScripts()).toEqual([]);
    await user.type(field('username'), 'newplayer2');
    await user.type(screen.getByRole('textbox', { name: i18n.t('verification:captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(platform.sent(registerCalls.register)).toHaveLength(1));
    expect(platform.sent(registerCalls.register)[0]!.body).toMatchObject({ affiliateCode: 'SITE01' });
  });

  it("[S2-3.35] keeps the URL's affiliate code over the domain's", async () => {
    const platform = site(on(trackingCalls.config, ok(config({ affiliateCode: 'SITE01' }))));
    renderApp('/register?affiliateCode=URL02');
    await screen.findByRole('button', { name: r('submit') });
    // the domain's code is known (the page asked for it) and still the URL's stands
    await waitFor(() => expect(platform.sent(trackingCalls.config)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(vendorScripts()).toEqual([]);
    expect(field('affiliateCode')).toHaveValue('URL02');
  });

  it('leaves the page alone when the tracking config cannot be read: no dialog, no script', async () => {
    const platform = site(on(trackingCalls.config, fail(500, 'internal.error', 'Something went wrong.')));
    renderApp('/');
    await waitFor(() => expect(platform.sent(trackingCalls.config)).toHaveLength(1));
    await screen.findByRole('main');
    expect(useDialogStore.getState().dialogs).toEqual([]);
    expect(vendorScripts()).toEqual([]);
  });
});
