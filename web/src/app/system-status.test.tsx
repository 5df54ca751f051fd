import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage, i18n } from '../lib/i18n';
import { formatDateTime } from '../lib/dates';
import { systemCalls, type SystemStatus } from '@lotto/contract';
import { EMPTY_HOME, SHELL_STATUS, fakePlatform, ok, on } from '../test/fake-platform';
import { renderApp } from '../test/render-app';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'shell', ...vars });
/** The site with this status (the maintenance and restriction screens call nothing else). */
const platformWith = (status: SystemStatus = SHELL_STATUS) => fakePlatform({ shell: true, replies: [on(systemCalls.status, ok(status)), EMPTY_HOME] });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  localStorage.clear();
  await changeLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('system status applied to the site', () => {
  it('[S2-7.7] sends the page host with the status call', async () => {
    const platform = platformWith();
    renderApp('/');
    await waitFor(() => expect(platform.sent(systemCalls.status)).toHaveLength(1));
    expect(platform.sent(systemCalls.status)[0]!.query).toEqual({ url: window.location.host });
  });

  it('[S2-2.39] [S2-8.14] maintenance replaces every page with the maintenance notice and its end time', async () => {
    const end = Date.UTC(2030, 0, 2, 3, 4, 5);
    platformWith({ ...SHELL_STATUS, maintenance: true, maintenanceEnd: end });
    renderApp('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: t('system.maintenanceTitle') })).toBeInTheDocument();
    expect(screen.getByText(t('system.maintenanceUntil', { time: formatDateTime(end) }))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t('pages.lottery') })).not.toBeInTheDocument();
  });

  it('[S2-2.39] [S2-8.14] a region restriction shows access denied with the visitor IP', async () => {
    platformWith({ ...SHELL_STATUS, regionRestriction: true });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('system.restrictedTitle') })).toBeInTheDocument();
    expect(screen.getByText(t('system.restrictedBody'))).toBeInTheDocument();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('203.0.113.7');
  });

  it('[S2-2.39] /maintenance shows the notice while maintenance is on', async () => {
    platformWith({ ...SHELL_STATUS, maintenance: true });
    const { router } = renderApp('/maintenance');
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('[S1-4.13] [S2-7.7] refetches the status when the tab becomes visible again and applies it', async () => {
    const platform = platformWith();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
    await waitFor(() => expect(platform.sent(systemCalls.status)).toHaveLength(1));

    platform.on(systemCalls.status, ok({ ...SHELL_STATUS, maintenance: true }));
    act(() => setVisibility('hidden'));
    expect(platform.sent(systemCalls.status)).toHaveLength(1);
    act(() => setVisibility('visible'));

    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
    expect(platform.sent(systemCalls.status)).toHaveLength(2);

    // and back: the site returns when maintenance ends
    platform.on(systemCalls.status, ok(SHELL_STATUS));
    act(() => setVisibility('visible'));
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
  });
});
