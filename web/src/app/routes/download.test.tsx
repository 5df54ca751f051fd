import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { systemCalls, type Resource } from '@lotto/contract';
import { i18n } from '../../lib/i18n';
import { SHELL_STATUS, fakePlatform, ok, on } from '../../test/fake-platform';
import { renderApp } from '../../test/render-app';
import { resetSiteState } from '../../test/site-state';

// The page reads the app links from the merchant's resources in the site status (spec 2 §3); here
// the status states them and the page shows what they hold.

const d = (k: string, v?: Record<string, unknown>) => i18n.t(k, { ns: 'download', ...v });
const origin = () => window.location.origin;

/** The site at /download with these resources in its status, once its page is there. */
async function openDownload(resources: Resource[]) {
  fakePlatform({ shell: true, replies: [on(systemCalls.status, ok({ ...SHELL_STATUS, info: { ...SHELL_STATUS.info, resources } }))] });
  renderApp('/download');
  await screen.findByRole('heading', { level: 1, name: i18n.t('pages.download', { ns: 'shell' }) });
}

const main = () => within(screen.getByRole('main'));
const code = (platform: 'android' | 'ios' | 'h5') => d('qrLabel', { platform: d(`platforms.${platform}.name`) });

beforeEach(async () => {
  await resetSiteState({ language: 'EN' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/download', () => {
  it('[S1-2.5] [S2-2.37] [S2-9.14] shows a 100 px QR code of each app link the merchant has (Android, iOS, H5), each also to open on the phone', async () => {
    await openDownload([
      { resourceType: 'SpeedTest', url: '/speedTest' },
      { resourceType: 'IOS', url: 'https://apps.example/ios' },
      { resourceType: 'Android', url: ' https://apps.example/a.apk ' },
      { resourceType: 'H5', url: '/' },
    ]);
    const codes = await main().findAllByRole('img', { name: /QR code$/ });
    expect(codes.map((c) => c.getAttribute('aria-label'))).toEqual([code('android'), code('ios'), code('h5')]);
    for (const c of codes) expect(c.querySelector('svg')).toHaveAttribute('width', '100');
    expect(main().getByRole('link', { name: d('platforms.android.open') })).toHaveAttribute('href', 'https://apps.example/a.apk');
    expect(main().getByRole('link', { name: d('platforms.ios.open') })).toHaveAttribute('href', 'https://apps.example/ios');
    // the mobile site is this site: its code holds the whole address a phone can open
    expect(main().getByRole('link', { name: d('platforms.h5.open') })).toHaveAttribute('href', '/');
    expect(main().getByText(`${origin()}/`)).toBeInTheDocument();
    // links to an app of the merchant's own: no home-screen install guide
    expect(screen.queryByRole('region', { name: d('ios.title') })).toBeNull();
  });

  it('[S2-2.37] shows only the codes the merchant has: H5 alone when it has no app', async () => {
    await openDownload([{ resourceType: 'H5', url: 'https://m.example/' }, { resourceType: 'IOS', url: '  ' }, { resourceType: 'Android', url: 'javascript:alert(1)' }]);
    expect(await main().findByRole('img', { name: code('h5') })).toBeInTheDocument();
    expect(main().getAllByRole('img', { name: /QR code$/ })).toHaveLength(1);
    expect(main().queryByRole('link', { name: d('platforms.android.open') })).toBeNull();
  });

  it('shows an empty state with the way home when the merchant has no app link', async () => {
    await openDownload([{ resourceType: 'SpeedTest', url: '/speedTest' }]);
    expect(await main().findByText(d('empty.title'))).toBeInTheDocument();
    expect(main().queryByRole('img', { name: /QR code$/ })).toBeNull();
    expect(main().getByRole('link', { name: d('empty.home') })).toHaveAttribute('href', '/');
  });

  it('[S2-2.37] [S2-9.14] an iOS link to the site shows the install step viewer: 6 images 270 px wide, previous and next, "n of 6"', async () => {
    const user = userEvent.setup();
    await openDownload([
      { resourceType: 'IOS', url: '/download#install-ios' },
      { resourceType: 'H5', url: '/' },
    ]);
    const guide = within(await screen.findByRole('region', { name: d('ios.title') }));
    expect(main().getByText(`${origin()}/download#install-ios`)).toBeInTheDocument();
    const steps = guide.getByRole('list', { name: d('ios.stepsLabel') });
    const images = steps.querySelectorAll('img');
    expect(images).toHaveLength(6);
    expect([...images].map((i) => i.getAttribute('src'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/res/ios-install/step-${n}.svg`));
    expect(steps.parentElement?.parentElement).toHaveStyle({ width: '270px' });

    const previous = guide.getByRole('button', { name: d('ios.previous') });
    const next = guide.getByRole('button', { name: d('ios.next') });
    expect(guide.getByText(d('ios.position', { n: 1, total: 6 }))).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(guide.getByText(d('ios.steps.1'))).toBeVisible();
    await user.click(next);
    expect(guide.getByText(d('ios.position', { n: 2, total: 6 }))).toBeInTheDocument();
    await user.click(previous);
    expect(guide.getByText(d('ios.position', { n: 1, total: 6 }))).toBeInTheDocument();
    for (let i = 0; i < 5; i++) await user.click(next);
    expect(guide.getByText(d('ios.position', { n: 6, total: 6 }))).toBeInTheDocument();
    expect(next).toBeDisabled();
    // no Android link, no Android guide
    expect(screen.queryByRole('region', { name: d('android.title') })).toBeNull();
  });

  it('copies an app link for a visitor on the phone itself, and says so when copying fails', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    await openDownload([{ resourceType: 'Android', url: '/download#install-android' }]);
    const copy = await main().findByRole('button', { name: d('copyLabel', { platform: d('platforms.android.name') }) });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(`${origin()}/download#install-android`);
    expect(await screen.findByText(d('copied'))).toBeInTheDocument();
    await user.click(copy);
    expect(await screen.findByText(d('copyFailed'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: d('android.title') })).toBeInTheDocument();
  });
});
