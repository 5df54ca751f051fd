import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { lotteryCalls } from '@lotto/contract';
import { fakePlatform, ok, on } from '../../../test/fake-platform';
import { renderLottery } from './lottery-test-kit';
import { TrendPage } from './trend-page';

afterEach(() => vi.unstubAllGlobals());

// the page names a game from the open issues when it has no draw yet
const noOpenIssues = on(lotteryCalls.openedNumeros, ok({}));

describe('trend page', () => {
  it('[S2-2.13] frames the trend page named by the gameUrl query parameter', () => {
    fakePlatform({ replies: [noOpenIssues] });
    renderLottery(<TrendPage title="Lottery trends" gameUrl="/vendor/lottery/trend?ticket=abc" gameCode={null} />);
    expect(screen.getByTitle('Lottery trends')).toHaveAttribute('src', '/vendor/lottery/trend?ticket=abc');
  });

  it('never frames a script URL; without a game it asks to choose one', () => {
    fakePlatform({ replies: [noOpenIssues] });
    renderLottery(<TrendPage title="Lottery trends" gameUrl="javascript:alert(1)" gameCode={null} />);
    expect(screen.queryByTitle('Lottery trends')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery trends' })).toBeInTheDocument();
    expect(screen.getByText('Choose a lottery to see its trend.')).toBeInTheDocument();
  });

  it('lists the draw history of a game code with its number frequency', async () => {
    const platform = fakePlatform({
      replies: [
        noOpenIssues,
        on(
          lotteryCalls.drawsByCode,
          ok([
            { gameCode: 'CQSSC', gameId: 1, remark: 'Lucky 5D', numero: '20260101-0002', winNo: '1,1,2,3,4', drawTime: 1_767_225_660_000 },
            { gameCode: 'CQSSC', gameId: 1, remark: 'Lucky 5D', numero: '20260101-0001', winNo: '15678', drawTime: 1_767_225_600_000 },
          ]),
        ),
      ],
    });
    renderLottery(<TrendPage title="Lottery trends" gameUrl={null} gameCode="CQSSC" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky 5D trend' })).toBeInTheDocument();
    // the history is asked for the page's game only
    expect(platform.sent(lotteryCalls.drawsByCode).map((r) => r.params.gameCode)).toEqual(['CQSSC']);
    const history = screen.getByTestId('trend-history');
    expect(within(history).getAllByText(/^Issue /).map((e) => e.textContent)).toEqual(['Issue 20260101-0002', 'Issue 20260101-0001']);
    // 1 was drawn three times over both draws: it leads the frequency list
    const freq = screen.getByRole('heading', { name: 'Number frequency' }).parentElement!;
    expect(within(freq).getAllByRole('listitem')[0]).toHaveTextContent(/^1.*3×$/);
  });
});
