import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { useLoginHistory } from '../api/get-login-history';
import { Card } from './form-kit';

/** The member's login attempts: time, IP, device, success or failure, newest first, paged (issue 14). */
export function LoginHistory() {
  const { t } = useTranslation('memberSecurity');
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const data = history.data;
  return (
    <Card title={t('history.title')} testId="login-history">
      {history.isError ? (
        <LoadFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : !data ? (
        <div className="grid gap-2" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.content.length === 0 ? (
        <p className="text-sm text-muted">{t('history.empty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-border" aria-busy={history.isFetching}>
            {data.content.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm">
                <span className={a.success ? 'font-semibold text-success' : 'font-semibold text-danger'}>
                  <Icon name={a.success ? 'checkCircle' : 'xCircle'} className="mr-1 inline size-4 align-[-3px]" />
                  {a.success ? t('history.success') : t('history.failure')}
                </span>
                <span className="tabular-nums">{formatDateTime(a.time)}</span>
                <span className="text-muted">{t('history.ip', { ip: a.ip ?? '—' })}</span>
                <span className="min-w-0 truncate text-muted">{t('history.device', { device: a.device ?? '—' })}</span>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={data.totalPages}
            onPage={setPage}
            labels={{ nav: t('history.pages'), previous: t('previous'), next: t('next'), status: t('pageOf', { page: data.pageNum, total: data.totalPages }) }}
          />
        </>
      )}
    </Card>
  );
}
