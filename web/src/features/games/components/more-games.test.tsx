import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation, useParams } from 'react-router';
import { gameCalls } from '@lotto/contract';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { fakePlatform, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { card, vendorsOf } from './games-test-kit';
import { MoreGames } from './more-games';

const g = (key: string) => i18n.t(key, { ns: 'games' });

function MoreGamesRoute() {
  const { gamePage } = useParams();
  return <MoreGames gamePage={gamePage} />;
}
function Lobby() {
  const location = useLocation();
  return <p data-testid="lobby">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const platform = fakePlatform({ replies: [on(gameCalls.vendors, ok(vendorsOf([card('PG', 'PG Slots'), card('JDB', 'JDB Slots'), card('EVO', 'Evolution', 'LIVE')])))] });
  const router = createMemoryRouter(
    [
      { path: '/more/:gamePage?', element: <MoreGamesRoute /> },
      { path: '/electron', element: <Lobby /> },
      { path: '/live', element: <Lobby /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { platform, router, user: userEvent.setup() };
}

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
  await loadNamespaces(['games']);
});

describe('more-games page', () => {
  it('[S2-2.12] /more is the more-games page of every type; /more/<type> narrows it to that type, each vendor linking to its lobby', async () => {
    const { router, user } = renderAt('/more');
    expect(await screen.findByRole('region', { name: g('types.RNG') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: g('types.LIVE') })).toBeInTheDocument();
    await router.navigate('/more/rng');
    await waitFor(() => expect(screen.queryByRole('region', { name: g('types.LIVE') })).toBeNull());
    const slots = screen.getByRole('region', { name: g('types.RNG') });
    await user.click(within(slots).getByRole('link', { name: 'JDB Slots' }));
    expect(await screen.findByTestId('lobby')).toHaveTextContent('/electron?page=JDB%20Slots');
  });

  it('[S2-2.12] /more/<type>?page=<vendor> is the slot-type entrance: it opens that vendor\'s lobby of the type', async () => {
    const { router } = renderAt('/more/rng?page=PG%20Slots');
    expect(await screen.findByTestId('lobby')).toHaveTextContent('/electron?page=PG%20Slots');
    await router.navigate('/more/live?page=Evolution');
    await waitFor(() => expect(screen.getByTestId('lobby')).toHaveTextContent('/live?page=Evolution'));
  });

  it('[S2-2.12] a type the merchant does not offer keeps the more-games page', async () => {
    const { router } = renderAt('/more/slots?page=Hot');
    expect(await screen.findByText(g('vendorPage.empty'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/more/slots');
  });
});
