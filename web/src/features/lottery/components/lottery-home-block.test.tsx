import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { lotteryCalls, type PopularLottery } from '@lotto/contract';
import { fakePlatform, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { LotteryHomeBlock } from './lottery-home-block';
import { renderLottery } from './lottery-test-kit';

const popular = (i: number, over: Partial<PopularLottery> = {}): PopularLottery => ({
  gameId: i,
  gameCode: `game${i}`,
  remark: `Lottery ${i}`,
  defaultPlayType: 1,
  webIconUrl: null,
  ...over,
});

beforeEach(async () => {
  await resetSiteState();
});
afterEach(() => vi.unstubAllGlobals());

describe('home games entry: lottery block', () => {
  it('[S2-2.20] shows exactly 1 popular lottery with its icon and name, linking to its lottery page', async () => {
    // the platform answers more than asked: the block still shows one
    const p = fakePlatform({
      replies: [on(lotteryCalls.popular, ok([popular(1, { gameCode: 'cqssc', remark: 'Chongqing SSC', defaultPlayType: 2, webIconUrl: '/icons/cqssc.png' }), popular(2), popular(3)]))],
    });
    const { container } = renderLottery(<LotteryHomeBlock />);
    const link = await screen.findByRole('link', { name: 'Play Chongqing SSC' });
    expect(link).toHaveAttribute('href', '/lottery?gameCode=cqssc&playType=2');
    expect(link).toHaveTextContent('Chongqing SSC');
    expect(link.querySelector('img')).toHaveAttribute('src', '/icons/cqssc.png');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Lottery 2')).toBeNull();
    expect(p.sent(lotteryCalls.popular).map((r) => r.url)).toEqual(['/lgw/games/popular?count=1']);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('[S2-2.20] without a popular lottery the block links to the lottery page', async () => {
    fakePlatform({ replies: [on(lotteryCalls.popular, ok([]))] });
    renderLottery(<LotteryHomeBlock />);
    expect(await screen.findByRole('link', { name: 'Browse all lotteries' })).toHaveAttribute('href', '/lottery');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
