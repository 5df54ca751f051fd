import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Pager } from '../../../components/ui/pager';
import { RecordList, type Column } from '../../../components/ui/record-list';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useDownlines } from '../api/get-downlines';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

const STATUS_TONE: Record<Downline['status'], string> = {
  active: 'bg-success/15 text-success',
  locked: 'bg-warning/15 text-warning',
  disabled: 'bg-danger/15 text-danger',
};

/** agentDownlines (spec 2 §2 "downline management"): the team with balance, status and last login; searchable, paged. */
export function DownlinesPage({ onReady }: PageReadyProps) {
  const { t } = useTranslation('agentCentre');
  const id = useId();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useDownlines({ page, ...(search ? { search } : {}) });
  useReadyWhen(!query.isPending, onReady);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const clear = () => {
    setDraft('');
    setSearch('');
    setPage(1);
  };

  const columns: Column<Downline>[] = [
    {
      key: 'username',
      header: t('downlines.username'),
      cell: (d) => (
        <span className="grid">
          <span className="font-semibold">
            {d.username}
            {d.isAgent === '1' || d.isAgent === '2' ? <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-bold text-accent">{t('downlines.agentBadge')}</span> : null}
          </span>
          {d.nickname ? <span className="text-xs text-muted">{d.nickname}</span> : null}
        </span>
      ),
    },
    { key: 'level', header: t('downlines.level'), cell: (d) => (d.level === 1 ? t('downlines.direct') : t('downlines.levelValue', { level: d.level, upline: d.upline })) },
    { key: 'balance', header: t('downlines.balance'), numeric: true, cell: (d) => formatMoney(d.balance) },
    { key: 'status', header: t('downlines.status'), cell: (d) => <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[d.status])}>{t(`downlines.statuses.${d.status}`)}</span> },
    { key: 'lastLogin', header: t('downlines.lastLogin'), cell: (d) => <span className="whitespace-nowrap">{d.lastLoginAt === null ? t('downlines.never') : formatDateTime(d.lastLoginAt)}</span> },
    { key: 'registered', header: t('downlines.registered'), cell: (d) => <span className="whitespace-nowrap">{formatDateTime(d.registeredAt)}</span> },
  ];

  return (
    <PageFrame title={t('pages.agentDownlines')} icon="users">
      <Panel>
        <form role="search" onSubmit={submit} className="grid gap-2 sm:flex sm:items-end">
          <div className="grid flex-1 gap-1">
            <label htmlFor={id} className="text-xs font-semibold tracking-wider text-muted uppercase">
              {t('downlines.search')}
            </label>
            <input
              id={id}
              type="search"
              value={draft}
              maxLength={64}
              onChange={(e) => setDraft(e.target.value)}
              className="min-h-11 w-full rounded-control border border-border bg-surface-2 px-3 text-sm text-text focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/50"
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="flex-1 sm:flex-none">
              <Icon name="search" className="size-4" />
              {t('downlines.searchButton')}
            </Button>
            {search ? (
              <Button type="button" variant="secondary" onClick={clear} className="flex-1 sm:flex-none">
                {t('downlines.clear')}
              </Button>
            ) : null}
          </div>
        </form>
      </Panel>
      <Panel>
        <QueryBody query={query} empty={search ? t('downlines.noMatch', { search }) : t('downlines.empty')} isEmpty={(d) => d.content.length === 0} testIdPrefix="agent">
          {(d) => (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {t('downlines.count', { count: d.total })}
              </p>
              <RecordList caption={t('pages.agentDownlines')} columns={columns} rows={d.content} rowKey={(r) => String(r.customerId)} />
              <Pager page={d.pageNum} totalPages={d.totalPages} onPage={setPage} />
            </>
          )}
        </QueryBody>
      </Panel>
    </PageFrame>
  );
}

export default DownlinesPage;
