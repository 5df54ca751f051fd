import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { otherCalls } from '@lotto/contract';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { renderSupport, s } from '../support-test-kit';
import RebatePage from './rebate-page';

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});

describe('manual rebate page', () => {
  it('[S2-2.44] [S2-7.11] lists the rebate rate and cap of each product type', async () => {
    renderSupport(
      <RebatePage />,
      on(otherCalls.rebateSetting, ok([{ productType: 'LIVE', rate: 0.8, maxRebate: 50_000 }, { productType: 'SPORTS', rate: 0.6, maxRebate: null }])),
    );
    const rows = await screen.findAllByTestId('rebate-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(s('contracts.products.LIVE'));
    expect(rows[0]).toHaveTextContent('0.8%');
    expect(rows[0]).toHaveTextContent('50,000.00');
    expect(rows[1]).toHaveTextContent(s('rebate.noCap'));
  });

  it('says when the site has no rebate rates', async () => {
    renderSupport(<RebatePage />, on(otherCalls.rebateSetting, ok([])));
    expect(await screen.findByText(s('rebate.empty'))).toBeInTheDocument();
  });

  it('[S2-8.6] shows a quiet failure with a retry that loads again', async () => {
    const { user, platform } = renderSupport(<RebatePage />, on(otherCalls.rebateSetting, fail(500, 'internal.error'), ok([{ productType: 'RNG', rate: 1, maxRebate: null }])));
    expect(await screen.findByText(s('rebate.loadFailed'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: s('rebate.retry') }));
    expect(await screen.findAllByTestId('rebate-row')).toHaveLength(1);
    expect(platform.sent(otherCalls.rebateSetting)).toHaveLength(2);
  });
});
