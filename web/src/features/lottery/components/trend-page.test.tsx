import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { installFakeLottery, renderLottery } from './lottery-test-kit';
import { TrendPage } from './trend-page';

afterEach(() => vi.unstubAllGlobals());

describe('trend page', () => {
  it('[S2-2.13] frames the trend page named by the gameUrl query parameter', () => {
    installFakeLottery();
    renderLottery(<TrendPage title="Lottery trends" gameUrl="/vendor/lottery/trend?ticket=abc" gameCode={null} />);
    expect(screen.getByTitle('Lottery trends')).toHaveAttribute('src', '/vendor/lottery/trend?ticket=abc');
  });

  it('never frames a script URL; without a game it asks to choose one', () => {
    installFakeLottery();
    renderLottery(<TrendPage title="Lottery trends" gameUrl="javascript:alert(1)" gameCode={null} />);
    expect(screen.queryByTitle('Lottery trends')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery trends' })).toBeInTheDocument();
    expect(screen.getByText('Choose a lottery to see its trend.')).toBeInTheDocument();
  });

  it('lists the draw history of a game code with its number frequency', async () => {
    installFakeLottery({
      draws: [
        { gameCode: 'CQSSC', gameId: 1, remark: 'Lucky 5D', numero: '20260101-0002', winNo: '1,1,2,3,4', drawTime: 1_767_225_660_000 },
        { gameCode: 'CQSSC', gameId: 1, remark: 'Lucky 5D', numero: '20260101-0001', winNo: '15678', drawTime: 1_767_225_600_000 },
        { gameCode: 'OTHER', gameId: 2, remark: 'Other', numero: '20260101-0001', winNo: '9,9,9,9,9', drawTime: 1_767_225_600_000 },
      ],
    });
    renderLottery(<TrendPage title="Lottery trends" gameUrl={null} gameCode="CQSSC" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky 5D trend' })).toBeInTheDocument();
    const history = screen.getByTestId('trend-history');
    expect(within(history).getAllByText(/^Issue /).map((e) => e.textContent)).toEqual(['Issue 20260101-0002', 'Issue 20260101-0001']);
    // 1 was drawn three times over both draws: it leads the frequency list
    const freq = screen.getByRole('heading', { name: 'Number frequency' }).parentElement!;
    expect(within(freq).getAllByRole('listitem')[0]).toHaveTextContent(/^1.*3×$/);
    expect(within(freq).queryByText('9')).toBeNull();
  });
});
