import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { REDEMPTION_STATUSES, type PointConfig } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Pager as SitePager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney, formatRate, mulMoney } from '../../../lib/money';
import { useConvertPoints } from '../api/convert-points';
import { usePointConfig } from '../api/get-point-config';
import { usePointTransactions } from '../api/get-point-transactions';
import { useRedeemList, type RedemptionStatusFilter } from '../api/get-redeem-list';
import { amountOnBlur, conversionProblem, parseAmount } from '../model/conversion';
import { RANGE_DAYS, lastDays, type RangeDays } from '../model/day-range';
import { formatPoints } from '../model/format';
import { Field } from './field';
import { useTypeLabel, type RewardType } from './reward-list';

export type DetailTab = 'records' | 'transactions' | 'rules';

const selectClass =
  'min-h-11 rounded-control border border-border bg-surface-2/70 px-3 text-sm text-text outline-none focus:border-accent [&>option]:bg-surface';

function RangeSelect({ value, onChange }: { value: RangeDays; onChange: (v: RangeDays) => void }) {
  const { t } = useTranslation('points');
  return (
    <label className="grid gap-1 text-xs font-semibold text-muted">
      {t('filters.range')}
      <select className={selectClass} value={value} onChange={(e) => onChange(Number(e.target.value) as RangeDays)}>
        {RANGE_DAYS.map((d) => (
          <option key={d} value={d}>
            {t(`filters.days${d}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The site's pager (components/ui/pager.tsx) in the points namespace's words; hidden with a single page. */
function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('points');
  return (
    <SitePager
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      labels={{ nav: t('pager.label'), previous: t('pager.previous'), next: t('pager.next'), status: t('pager.page', { page, total: totalPages }) }}
      className="justify-end"
    />
  );
}

function ListState({ pending, empty, children }: { pending: boolean; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('points');
  if (pending) return <Skeleton className="h-32 w-full rounded-card" />;
  if (empty) return <p className="rounded-control bg-surface-2/60 p-5 text-center text-sm text-muted">{t('records.empty')}</p>;
  return <>{children}</>;
}

/** Tab 0: the redemption records, 13 a page, by range and status (spec 2 §2, §4, §9). */
function RedemptionRecords({ types }: { types: readonly RewardType[] }) {
  const { t } = useTranslation('points');
  const label = useTypeLabel(types);
  const [days, setDays] = useState<RangeDays>(1);
  const [range, setRange] = useState(() => lastDays(1, Date.now()));
  const [status, setStatus] = useState<RedemptionStatusFilter>('ALL');
  const [page, setPage] = useState(1);
  const list = useRedeemList(range, status, page);
  const rows = list.data?.content ?? [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <RangeSelect value={days} onChange={(d) => (setDays(d), setRange(lastDays(d, Date.now())), setPage(1))} />
        <label className="grid gap-1 text-xs font-semibold text-muted">
          {t('filters.status')}
          <select className={selectClass} value={status} onChange={(e) => (setStatus(e.target.value as RedemptionStatusFilter), setPage(1))}>
            <option value="ALL">{t('status.ALL')}</option>
            {REDEMPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListState pending={list.isPending} empty={rows.length === 0}>
        <ul className="grid gap-2" data-testid="redemption-records">
          {rows.map((r) => (
            <li key={r.id} data-testid="redemption" className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-control border border-border bg-surface-2/40 p-3 text-sm">
              <span className="font-semibold">
                {r.name} × {r.quantity}
              </span>
              <span className="justify-self-end rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-bold text-accent">{t(`status.${r.status}`)}</span>
              <span className="text-muted">
                {label(r.type)} · {formatDateTime(r.dateRequested)}
              </span>
              <span className="justify-self-end font-semibold">
                {r.requiredMoney > 0
                  ? t('price.mixed', { points: formatPoints(r.requiredPoint), money: formatMoney(r.requiredMoney) })
                  : t('price.points', { points: formatPoints(r.requiredPoint) })}
              </span>
            </li>
          ))}
        </ul>
      </ListState>
      <Pager page={page} totalPages={list.data?.totalPages ?? 0} onPage={setPage} />
    </div>
  );
}

/** Tab 1: the points transactions (ODSFE2_MemTransDet), 12 a page (spec 2 §2, §7, §9). */
function PointTransactions({ account }: { account: string }) {
  const { t, i18n } = useTranslation('points');
  const [days, setDays] = useState<RangeDays>(1);
  const [range, setRange] = useState(() => lastDays(1, Date.now()));
  const [page, setPage] = useState(1);
  const list = usePointTransactions(account, range, page);
  const rows = list.data?.content ?? [];
  const chinese = ['CN', 'TW', 'HK'].includes(i18n.language);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <RangeSelect value={days} onChange={(d) => (setDays(d), setRange(lastDays(d, Date.now())), setPage(1))} />
      </div>
      <ListState pending={list.isPending} empty={rows.length === 0}>
        <ul className="grid gap-2" data-testid="point-transactions">
          {rows.map((r) => (
            <li key={r.txId} data-testid="point-transaction" className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-control border border-border bg-surface-2/40 p-3 text-sm">
              <span className="font-semibold">{chinese ? r.nameCn : r.nameEn}</span>
              <span className={r.amount < 0 ? 'justify-self-end font-bold text-danger' : 'justify-self-end font-bold text-success'}>
                {r.amount > 0 ? '+' : ''}
                {formatPoints(r.amount)}
              </span>
              <span className="text-muted">{formatDateTime(r.txTimeInTimestamp)}</span>
              <span className="justify-self-end text-muted">{t('transactions.after', { points: formatPoints(r.currentAvailBalance) })}</span>
            </li>
          ))}
        </ul>
      </ListState>
      <Pager page={page} totalPages={list.data?.totalPages ?? 0} onPage={setPage} />
    </div>
  );
}

const RATE_KEYS = ['lottoBet', 'liveBet', 'rngBet', 'pvpBet', 'sportBet', 'deposit'] as const;

/** The earning rules: the exchange rate and each product's rate as percent with 2 decimals (spec 2 §3, §9). */
function PointRules({ config }: { config: PointConfig | undefined }) {
  const { t } = useTranslation('points');
  if (!config) return <Skeleton className="h-28 w-full rounded-card" />;
  return (
    <div className="grid gap-3 text-sm">
      <p className="font-semibold">{t('rules.exchange', { points: formatPoints(config.pointExchangeRate) })}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-control border border-border bg-surface-2/40 p-3" data-testid="point-rates">
        {RATE_KEYS.map((k) => (
          <div key={k} className="contents">
            <dt className="text-muted">{t(`rules.${k}`)}</dt>
            <dd className="text-right font-semibold">{formatRate(config[k])}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted">{t('rules.how')}</p>
    </div>
  );
}

/** Converting currency into points: amount at least 1 (reset to 1 on blur) and the money password (spec 2 §5). */
export function ConversionForm({ rate }: { rate: number | undefined }) {
  const { t } = useTranslation('points');
  const convert = useConvertPoints();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'amount' | 'password' | null>(null);
  const [done, setDone] = useState('');
  const key = useRef<string | null>(null);
  const parsed = parseAmount(amount);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (convert.isPending) return;
    const found = conversionProblem(amount, password);
    setProblem(found);
    setDone('');
    if (found || parsed === null) return;
    key.current ??= crypto.randomUUID();
    convert.mutate(
      { amount: parsed, password, idempotencyKey: key.current },
      {
        onSuccess: (reply) => {
          setDone(t('convert.done', { amount: formatMoney(parsed), points: formatPoints(reply.points) }));
          setAmount('');
          setPassword('');
          key.current = null;
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('convert.title')} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('convert.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            key.current = null;
          }}
          onBlur={() => setAmount(amountOnBlur(amount))}
          error={problem === 'amount' ? t('prompt.amount') : null}
          hint={parsed !== null && rate !== undefined ? t('convert.preview', { points: formatPoints(mulMoney(parsed, rate)) }) : t('convert.min')}
        />
        <Field
          label={t('convert.password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            key.current = null;
          }}
          error={problem === 'password' ? t('prompt.password') : null}
        />
      </div>
      <Button type="submit" disabled={convert.isPending} aria-busy={convert.isPending || undefined}>
        {convert.isPending ? t('convert.sending') : t('convert.submit')}
      </Button>
      <p role="status" className="min-h-5 text-sm font-semibold text-success">
        {done}
      </p>
    </form>
  );
}

/**
 * The points detail panel (spec 2 §2): (0) redemption records, (1) points transaction details,
 * (2) points rules and conversion. The transactions need the member-transactions module (MEMTRANS3).
 */
export function PointsDetailPanel({
  tab,
  onTab,
  account,
  showTransactions,
  types,
}: {
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  account: string;
  showTransactions: boolean;
  types: readonly RewardType[];
}) {
  const { t } = useTranslation('points');
  const config = usePointConfig().data;
  const tabs: DetailTab[] = showTransactions ? ['records', 'transactions', 'rules'] : ['records', 'rules'];
  return (
    <section aria-labelledby="points-detail" className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <h2 id="points-detail" className="mb-3 text-lg font-extrabold tracking-tight">
        {t('detail.title')}
      </h2>
      <Tabs.Root value={tab} onValueChange={(v) => onTab(v as DetailTab)}>
        <Tabs.List aria-label={t('detail.title')} className="mb-4 flex gap-1 overflow-x-auto rounded-control bg-surface-2/70 p-1">
          {tabs.map((v) => (
            <Tabs.Trigger
              key={v}
              value={v}
              className="min-h-11 flex-1 shrink-0 rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-semibold whitespace-nowrap text-muted data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow"
            >
              {t(`detail.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="records">
          <RedemptionRecords types={types} />
        </Tabs.Content>
        {showTransactions ? (
          <Tabs.Content value="transactions">
            <PointTransactions account={account} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="rules" className="grid gap-5 lg:grid-cols-2">
          <PointRules config={config} />
          <div className="grid content-start gap-2">
            <h3 className="text-sm font-bold tracking-wide text-muted uppercase">{t('convert.title')}</h3>
            <ConversionForm rate={config?.pointExchangeRate} />
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
