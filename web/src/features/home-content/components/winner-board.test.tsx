import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { otherCalls, type Winner } from '@lotto/contract';
import { changeLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { setCustomerId } from '../../../lib/storage';
import { fakePlatform, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { WinnerBoard } from './winner-board';

const tr = (key: string) => i18n.t(key, { ns: 'homeContent' });
const win = (n: number): Winner => ({ account: `pl***0${n}`, gameName: `Game ${n}`, vendor: 'JDB', amount: 1000 + n, currency: 'CNY', time: 1_700_000_000_000 - n });

function renderBoard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WinnerBoard currency="CNY" />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadNamespaces(['homeContent']);
});
beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('winner board and jackpot', () => {
  it('[S2-7.9] asks for category ALL, limit 100, with the CustomerId and Language headers, and lists the latest wins', async () => {
    signIn();
    setCustomerId(42);
    await changeLanguage('JA');
    await loadNamespaces(['homeContent']);
    const platform = fakePlatform({
      replies: [on(otherCalls.winnerBoard, ok(Array.from({ length: 12 }, (_, i) => win(i + 1)))), on(otherCalls.jackpot, ok({ amount: 8_888_903.5, currency: 'CNY' }))],
    });
    renderBoard();
    const table = await screen.findByTestId('winner-board');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    expect(within(table).getByText('pl***01')).toBeInTheDocument();
    const sent = platform.sent(otherCalls.winnerBoard)[0]!;
    expect(sent.query).toMatchObject({ gameCategory: 'ALL', limitNum: '100', language: 'JA' });
    expect(sent.headers).toMatchObject({ CustomerId: '42', Language: 'JA' });
    // the jackpot is the figure the server answered, for the merchant and its currency
    expect(await screen.findByTestId('jackpot')).toHaveTextContent('CNY 8,888,903.50');
    expect(platform.sent(otherCalls.jackpot)[0]!.body).toEqual({ merchant_code: 'demo', currency: 'CNY' });
  });

  it('[S2-9.15] shows no jackpot at all when the server has none, and says when there are no wins yet', async () => {
    fakePlatform({ replies: [on(otherCalls.winnerBoard, ok([])), on(otherCalls.jackpot, ok(null))] });
    renderBoard();
    expect(await screen.findByText(tr('winners.empty'))).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByTestId('jackpot')).toBeNull());
    expect(document.body.textContent).not.toMatch(/\d{1,3}(,\d{3})+\.\d\d/);
  });
});
