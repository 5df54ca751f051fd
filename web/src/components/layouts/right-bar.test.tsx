import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CustomerServiceEntry, Resource } from '@lotto/contract';
import { changeLanguage, i18n } from '../../lib/i18n';
import { RightBar } from './right-bar';

const t = (key: string) => i18n.t(key, { ns: 'shell' });

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function renderBar(resources: Resource[] = [], customerService: CustomerServiceEntry[] = [], onCustomerService = vi.fn()) {
  render(
    <MemoryRouter>
      <RightBar resources={resources} customerService={customerService} onCustomerService={onCustomerService} />
    </MemoryRouter>,
  );
  return onCustomerService;
}

beforeEach(async () => {
  await changeLanguage('EN');
  scrollTo(0);
});
afterEach(() => scrollTo(0));

describe('right bar', () => {
  it('[S2-2.40] [S2-9.12] shows back-to-top only after more than 200 px of scrolling', async () => {
    renderBar();
    expect(screen.queryByRole('button', { name: t('rightBar.backToTop') })).not.toBeInTheDocument();
    act(() => scrollTo(200));
    expect(screen.queryByRole('button', { name: t('rightBar.backToTop') })).not.toBeInTheDocument();
    act(() => scrollTo(201));
    const top = screen.getByRole('button', { name: t('rightBar.backToTop') });
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.click(top);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    act(() => scrollTo(10));
    expect(screen.queryByRole('button', { name: t('rightBar.backToTop') })).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('[S2-2.40] renders only the shortcuts the merchant supplies, always promotion, speed test, notice board and help', () => {
    renderBar();
    const bar = screen.getByRole('complementary', { name: t('rightBar.label') });
    const names = within(bar).getAllByRole('link').map((l) => l.getAttribute('aria-label'));
    expect(names).toEqual([t('rightBar.promotion'), t('rightBar.speedTest'), t('rightBar.notice'), t('rightBar.help')]);
    expect(within(bar).queryByRole('button', { name: t('rightBar.liveChat') })).not.toBeInTheDocument();
  });

  it('[S2-2.40] adds chat handles, app download and live chat when resources and customer service exist', async () => {
    const onCs = renderBar(
      [
        { resourceType: 'WECHAT', url: 'demolotto' },
        { resourceType: 'ZALO', url: 'https://zalo.me/demo' },
        { resourceType: 'Android', url: 'https://apps.example/a.apk' },
      ],
      [{ csType: 'LIVECHAT', path: '/service/chat', title: 'Live chat' }],
    );
    expect(screen.getByRole('link', { name: t('rightBar.download') })).toHaveAttribute('href', '/download');
    expect(screen.getByRole('link', { name: t('rightBar.zalo') })).toHaveAttribute('href', 'https://zalo.me/demo');
    await userEvent.click(screen.getByRole('button', { name: t('rightBar.liveChat') }));
    expect(onCs).toHaveBeenCalledWith(expect.objectContaining({ path: '/service/chat' }));
    // an account id rather than a link is shown to copy
    await userEvent.click(screen.getByRole('button', { name: t('rightBar.wechat') }));
    expect(await screen.findByText('demolotto')).toBeInTheDocument();
  });
});
