import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { otherCalls, pointCalls, type Page, type PointReward, type RedemptionRecord } from '@lotto/contract';
import { formatDateTime } from '../../../lib/dates';
import { i18n } from '../../../lib/i18n';
import { fakePlatform, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { PointMallPage } from './point-mall-page';

const p = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'points', ...vars });

const pageOf = <T,>(content: T[]): Page<T> => ({ content, pageNum: 1, pageSize: 1000, totalPages: content.length ? 1 : 0, total: content.length });

let seq = 0;
const reward = (over: Partial<PointReward> = {}): PointReward => {
  seq += 1;
  return {
    id: String(seq),
    name: `Reward ${seq}`,
    chineseName: null,
    type: 1,
    price: 500,
    inventory: 10,
    adjustedCount: 0,
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    description: 'A fine reward.',
    imageLink: `/res/point-rewards/test/r${seq}-0.svg`,
    merchandiseImages: [{ type: 'M', imageUrl: `/res/point-rewards/test/r${seq}-0.svg` }],
    ...over,
  };
};

const TYPES = on(pointCalls.conversionTypes, ok([{ type: 1, name: 'Gadgets' }, { type: 2, name: 'Vouchers' }, { type: 4, name: 'VIP collection' }]));
const CONFIG = on(pointCalls.config, ok({ pointExchangeRate: 10, liveBet: 0.005, lottoBet: 0.01, pvpBet: 0.005, rngBet: 0.008, sportBet: 0.006, deposit: 0.002 }));
const NO_RECORDS = on(pointCalls.redeemList, ok(pageOf<RedemptionRecord>([])));

/** Types by pasting: the forms read the value, not each key, and the suite stays quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function renderMall(page: ReactElement, ...replies: Replies[]) {
  const platform = fakePlatform({ replies });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>{page}</QueryClientProvider>
    </MemoryRouter>,
  );
  return { platform, user: userEvent.setup() };
}

const mall = (flags: Record<string, boolean> = { PTSYS3: true, MEMTRANS3: true }) => (
  <PointMallPage title="Points mall" account="m01" flags={flags} phoneRule={undefined} />
);

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});

describe('points mall page', () => {
  it('[S2-2.29] [S2-9.1] groups the rewards by type: 3 each under All, 7 when a type is chosen, and "more" shows the rest', async () => {
    const gadgets = Array.from({ length: 9 }, () => reward({ type: 1 }));
    const vouchers = [reward({ type: 2 }), reward({ type: 2 })];
    const vip = [reward({ type: 4, name: 'Golden trophy' })];
    const { user } = renderMall(
      mall(),
      on(pointCalls.rewards, ok(pageOf([...gadgets, ...vouchers, ...vip]))),
      TYPES,
      CONFIG,
      NO_RECORDS,
      on(pointCalls.balance, ok({ balance: 1200 })),
      on(pointCalls.refreshBalance, ok({ balance: 1250.5 })),
    );
    const section = (name: string) => screen.getByRole('region', { name });
    // ids 1, 2, 3 have the site's own labels; other types the server's name
    await screen.findByRole('heading', { name: p('types.1') });
    expect(within(section(p('types.1'))).getAllByTestId('reward')).toHaveLength(3);
    expect(within(section(p('types.2'))).getAllByTestId('reward')).toHaveLength(2);
    expect(within(section('VIP collection')).getAllByTestId('reward')).toHaveLength(1);
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('1,250.5');

    await user.click(screen.getByRole('button', { name: p('types.1'), pressed: false }));
    expect(screen.getAllByTestId('reward-type')).toHaveLength(1);
    expect(within(section(p('types.1'))).getAllByTestId('reward')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: p('list.moreOf', { type: p('types.1') }) }));
    expect(within(section(p('types.1'))).getAllByTestId('reward')).toHaveLength(9);
  });

  it('[S2-5.1] [S2-8.10] [S2-3.26] asks for the money password, name, address and phone in that order, then redeems with them in the remarks', async () => {
    const coins = reward({ type: 2, name: 'Lucky coins', price: 500, inventory: 3 });
    const { platform, user } = renderMall(
      mall(),
      on(pointCalls.rewards, ok(pageOf([coins])), ok(pageOf([{ ...coins, inventory: 2 }]))),
      TYPES,
      CONFIG,
      on(pointCalls.redeemList, ok(pageOf<RedemptionRecord>([]))),
      on(pointCalls.balance, ok({ balance: 1200 })),
      on(pointCalls.refreshBalance, ok({ balance: 1200 })),
      on(pointCalls.redeem, ok({ redemptionId: '77', pointBalance: 700, status: 'A' })),
    );
    await user.click(await screen.findByRole('button', { name: p('card.redeemOf', { name: 'Lucky coins' }) }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky coins' });
    const form = within(dialog).getByRole('form', { name: p('redeem.form') });
    const submit = () => user.click(within(form).getByRole('button', { name: p('redeem.submit') }));
    const prompt = () => within(form).getByRole('alert');

    await submit();
    expect(prompt()).toHaveTextContent(p('prompt.password'));
    expect(within(form).getByLabelText(p('redeem.password'))).toHaveFocus();
    await fill(user, within(form).getByLabelText(p('redeem.password')), 'pay123456');
    await submit();
    expect(prompt()).toHaveTextContent(p('prompt.name'));
    await fill(user, within(form).getByLabelText(p('redeem.name')), 'Li Wei');
    await submit();
    expect(prompt()).toHaveTextContent(p('prompt.address'));
    await fill(user, within(form).getByLabelText(p('redeem.address')), '8 Harbour Road');
    await submit();
    expect(prompt()).toHaveTextContent(p('prompt.phone'));
    // without a configured mobile rule a phone is exactly 11 digits (spec 2 §5)
    await fill(user, within(form).getByLabelText(p('redeem.phone')), '12345');
    await submit();
    expect(prompt()).toHaveTextContent(p('prompt.phoneInvalid'));
    expect(platform.sent(pointCalls.redeem)).toHaveLength(0);

    await fill(user, within(form).getByLabelText(p('redeem.phone')), '13800000000');
    // the quantity is clamped to the stock
    await fill(user, within(form).getByLabelText(p('redeem.quantity')), '9');
    await user.tab();
    expect(within(form).getByLabelText(p('redeem.quantity'))).toHaveValue('3');
    await fill(user, within(form).getByLabelText(p('redeem.quantity')), '2');
    await submit();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = platform.sent(pointCalls.redeem);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toHaveProperty('Encryption');
    expect(sent[0]!.body).toMatchObject({ rewardId: coins.id, quantity: 2, redeemType: 'P', password: 'pay123456', remarks: 'Li Wei / 8 Harbour Road / 13800000000' });
    expect(sent[0]!.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('points-status')).toHaveTextContent(p('redeem.done', { name: 'Lucky coins', count: 2 }));
    expect(screen.getByTestId('point-balance')).toHaveTextContent('700');
  });

  it('[S2-3.26] pays a reward without a point price with points plus money (PM)', async () => {
    const bag = reward({ type: 3, name: 'Travel bag', price: null, mpPointAmount: 2000, mpMoneyAmount: 88, displayPointMoneyAmt: 'Y' });
    const { platform, user } = renderMall(
      mall(),
      on(pointCalls.rewards, ok(pageOf([bag]))),
      TYPES,
      CONFIG,
      NO_RECORDS,
      on(pointCalls.balance, ok({ balance: 3000 })),
      on(pointCalls.refreshBalance, ok({ balance: 3000 })),
      on(pointCalls.redeem, ok({ redemptionId: '78', pointBalance: 1000, status: 'P' })),
    );
    await user.click(await screen.findByRole('button', { name: p('card.redeemOf', { name: 'Travel bag' }) }));
    const form = within(await screen.findByRole('dialog', { name: 'Travel bag' })).getByRole('form', { name: p('redeem.form') });
    expect(within(form).getByTestId('redeem-total')).toHaveTextContent(p('redeem.totalMixed', { points: '2,000', money: '88.00' }));
    await fill(user, within(form).getByLabelText(p('redeem.password')), 'pay123456');
    await fill(user, within(form).getByLabelText(p('redeem.name')), 'Li Wei');
    await fill(user, within(form).getByLabelText(p('redeem.address')), '8 Harbour Road');
    await fill(user, within(form).getByLabelText(p('redeem.phone')), '13800000000');
    await user.click(within(form).getByRole('button', { name: p('redeem.submit') }));
    await waitFor(() => expect(platform.sent(pointCalls.redeem)).toHaveLength(1));
    expect(platform.sent(pointCalls.redeem)[0]!.body).toMatchObject({ redeemType: 'PM', quantity: 1 });
  });

  it('[S2-5.2] [S2-8.11] [S2-2.30] converts only an amount of at least 1 with the money password: below 1 resets to 1 on blur', async () => {
    const { platform, user } = renderMall(
      mall(),
      on(pointCalls.rewards, ok(pageOf([reward()]))),
      TYPES,
      CONFIG,
      NO_RECORDS,
      on(pointCalls.balance, ok({ balance: 0 })),
      on(pointCalls.refreshBalance, ok({ balance: 0 })),
      on(pointCalls.convert, ok({ success: true, points: 500, pointBalance: 500 })),
    );
    await user.click(await screen.findByRole('tab', { name: p('detail.rules') }));
    const form = screen.getByRole('form', { name: p('convert.title') });
    const amount = within(form).getByLabelText(p('convert.amount'));
    await user.click(within(form).getByRole('button', { name: p('convert.submit') }));
    expect(amount).toHaveAccessibleDescription(p('prompt.amount'));
    await fill(user, amount, '0.5');
    await user.tab();
    expect(amount).toHaveValue('1');
    await fill(user, amount, '50');
    await user.click(within(form).getByRole('button', { name: p('convert.submit') }));
    expect(within(form).getByLabelText(p('convert.password'))).toHaveAccessibleDescription(p('prompt.password'));
    expect(platform.sent(pointCalls.convert)).toHaveLength(0);

    await fill(user, within(form).getByLabelText(p('convert.password')), 'pay123456');
    expect(amount).toHaveAccessibleDescription(p('convert.preview', { points: '500' }));
    await user.click(within(form).getByRole('button', { name: p('convert.submit') }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(p('convert.done', { amount: '50.00', points: '500' })));
    expect(platform.sent(pointCalls.convert)[0]!.body).toMatchObject({ amount: 50, password: 'pay123456' });
    expect(screen.getByTestId('point-balance')).toHaveTextContent('500');
    // the rates are shown as percent with 2 decimals (spec 2 §3, §9)
    expect(screen.getByTestId('point-rates')).toHaveTextContent(`${p('rules.lottoBet')}1.00%`);
  });

  it('[S2-4.10] lists the redemption records of all statuses, then only P, R or A as the status filter says', async () => {
    const record = (id: string, status: RedemptionRecord['status'], name: string): RedemptionRecord => ({ id, dateRequested: 1_763_900_000_000, type: 2, name, quantity: 1, requiredPoint: 500, requiredMoney: 0, status });
    const all = [record('1', 'P', 'Travel bag'), record('2', 'R', 'Gold watch'), record('3', 'A', 'Lucky coins')];
    const { platform, user } = renderMall(
      mall(),
      on(pointCalls.rewards, ok(pageOf([reward()]))),
      TYPES,
      CONFIG,
      on(pointCalls.redeemList, (r) => ok(pageOf(all.filter((x) => r.query.status === undefined || x.status === r.query.status)))),
      on(pointCalls.balance, ok({ balance: 0 })),
      on(pointCalls.refreshBalance, ok({ balance: 0 })),
    );
    const records = async () => within(await screen.findByTestId('redemption-records')).getAllByTestId('redemption').map((el) => el.textContent);
    await waitFor(async () => expect(await records()).toHaveLength(3));
    expect(await records()).toEqual([
      expect.stringContaining(p('status.P')),
      expect.stringContaining(p('status.R')),
      expect.stringContaining(p('status.A')),
    ]);
    const filter = screen.getByRole('combobox', { name: p('filters.status') });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual([p('status.ALL'), p('status.P'), p('status.R'), p('status.A')]);
    // "all" sends no status; each other choice sends its code
    expect(platform.sent(pointCalls.redeemList)[0]!.query.status).toBeUndefined();
    for (const [status, name] of [['R', 'Gold watch'], ['A', 'Lucky coins'], ['P', 'Travel bag']] as const) {
      await user.selectOptions(filter, status);
      await waitFor(async () => expect(await records()).toEqual([expect.stringContaining(name)]));
      expect(platform.sent(pointCalls.redeemList).at(-1)!.query).toMatchObject({ status, size: '13', page: '1' });
    }
    await user.selectOptions(filter, 'ALL');
    await waitFor(async () => expect(await records()).toHaveLength(3));
  });

  it('[S2-7.18] [S2-3.28] the points transactions ask ODSFE2_MemTransDet for the member\'s points account (9), 12 a page without 9203, and show name, amount, time and balance after', async () => {
    const row = (txId: string, amount: number, after: number, nameEn: string, nameCn: string) => ({ txId, txTimeInTimestamp: 1_763_900_000_000, amount, currentAvailBalance: after, nameCn, nameEn });
    const { platform, user } = renderMall(
      mall(),
      on(pointCalls.rewards, ok(pageOf([reward()]))),
      TYPES,
      CONFIG,
      NO_RECORDS,
      on(pointCalls.balance, ok({ balance: 500 })),
      on(pointCalls.refreshBalance, ok({ balance: 500 })),
      on(otherCalls.memberTransactions, ok({ ...pageOf([row('t2', -500, 500, 'Reward redemption', '积分兑换'), row('t1', 1000, 1000, 'Converted from balance', '余额转换')]), pageSize: 12 })),
    );
    await user.click(await screen.findByRole('tab', { name: p('detail.transactions') }));
    const items = await screen.findAllByTestId('point-transaction');
    const query = platform.sent(otherCalls.memberTransactions)[0]!.query;
    expect(query).toMatchObject({ subordinateName: 'm01', accountTypeId: '9', size: '12', page: '1', excludeTxTypeIds: '9203' });
    // today by default: from the day's start to its end (spec 2 §5)
    expect(Number(query.endTime) - Number(query.startTime)).toBe(86_399_000);
    expect(items.map((el) => el.textContent)).toEqual([
      expect.stringContaining('Reward redemption-500'),
      expect.stringContaining('Converted from balance+1,000'),
    ]);
    expect(items[0]).toHaveTextContent(p('transactions.after', { points: '500' }));
    expect(items[1]).toHaveTextContent(p('transactions.after', { points: '1,000' }));
    expect(items[0]).toHaveTextContent(formatDateTime(1_763_900_000_000));
  });

  it('says the mall is not available when the merchant has points switched off (PTSYS3)', async () => {
    const { platform } = renderMall(mall({ PTSYS3: false }));
    expect(await screen.findByText(p('unavailable'))).toBeInTheDocument();
    expect(platform.requests).toHaveLength(0);
  });
});
