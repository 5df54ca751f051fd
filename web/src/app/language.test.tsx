import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, systemCalls, type SiteSettings } from '@lotto/contract';
import { LANGUAGE_NATIVE_NAMES, changeLanguage, i18n } from '../lib/i18n';
import { EMPTY_HOME, SHELL_SETTINGS, fakePlatform, ok, on } from '../test/fake-platform';
import { renderApp } from '../test/render-app';

const tIn = (lng: string, key: string) => i18n.getFixedT(lng, 'shell')(key);

/** A second merchant with fewer languages and its own default. */
const OTHER_SETTINGS: SiteSettings = {
  ...SHELL_SETTINGS,
  merchantCode: 'other',
  siteName: 'Other Site',
  theme: { mode: 'light', colors: { accent: '#0e7c66' }, radius: '8px', fontFamily: 'Noto Sans' },
  languages: ['EN', 'TH', 'VI', 'ID'],
  defaultLanguage: 'EN',
};
const homeOf = (settings: SiteSettings = SHELL_SETTINGS) => fakePlatform({ shell: true, replies: [on(systemCalls.settings, ok(settings)), EMPTY_HOME] });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function openSwitcher(user: ReturnType<typeof userEvent.setup>, lng: string) {
  const trigger = await screen.findByTestId('language-switcher');
  expect(trigger).toHaveAccessibleName(tIn(lng, 'language.label'));
  await user.click(trigger);
  return screen.findByRole('menu');
}

describe('language switcher', () => {
  it('[S1-9.5] starts in CN, the site default, and re-renders everything in the chosen language', async () => {
    await changeLanguage('CN');
    localStorage.clear();
    homeOf();
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: tIn('CN', 'home.heroTitle') })).toBeInTheDocument();

    const menu = await openSwitcher(user, 'CN');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(LANGUAGES.map((l) => LANGUAGE_NATIVE_NAMES[l]));
    expect(within(menu).getByRole('menuitemradio', { name: LANGUAGE_NATIVE_NAMES.CN })).toHaveAttribute('aria-checked', 'true');

    await user.click(within(menu).getByRole('menuitemradio', { name: LANGUAGE_NATIVE_NAMES.EN }));

    expect(await screen.findByRole('heading', { level: 1, name: tIn('EN', 'home.heroTitle') })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: tIn('EN', 'header.register') })).toBeInTheDocument();
    expect(screen.getByTestId('language-switcher')).toHaveAccessibleName(tIn('EN', 'language.label'));
    expect(localStorage.getItem('language')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });

  it("offers only the merchant's languages", async () => {
    await changeLanguage('EN');
    homeOf(OTHER_SETTINGS);
    const user = userEvent.setup();
    renderApp('/');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Other Site/ }).length).toBeGreaterThan(0));
    const menu = await openSwitcher(user, 'EN');
    expect(within(menu).getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(
      OTHER_SETTINGS.languages.map((l) => LANGUAGE_NATIVE_NAMES[l]),
    );
  });

  it('a visitor who never chose gets the merchant default language', async () => {
    await changeLanguage('CN');
    localStorage.clear();
    homeOf(OTHER_SETTINGS);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: tIn('EN', 'home.heroTitle') })).toBeInTheDocument();
    // the request layer keeps its own default until the visitor picks one (spec 1 §9)
    expect(localStorage.getItem('language')).toBeNull();
  });
});
