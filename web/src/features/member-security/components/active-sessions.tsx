import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toasts';
import { endOtherSessions, endSession } from '../api/end-sessions';
import { SESSIONS_QUERY_KEY, useSessions } from '../api/get-sessions';
import { Card } from './form-kit';

/** The member's live sessions with sign-out of any other one, or of all others (issue 14). */
export function ActiveSessions() {
  const { t } = useTranslation('memberSecurity');
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>, message: string) => {
    setBusy(key);
    try {
      await action();
      toast({ tone: 'success', message });
    } catch {
      // shown by the error funnel
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    }
  };
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);
  const label = (s: ActiveSession) => s.device ?? t('sessions.unknownDevice');
  return (
    <Card
      title={t('sessions.title')}
      testId="active-sessions"
      status={
        others.length > 0 ? (
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void run('all', endOtherSessions, t('sessions.allEnded'))}>
            {t('sessions.endOthers')}
          </Button>
        ) : null
      }
    >
      {sessions.isError ? (
        <LoadFailed error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : sessions.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {list.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
              {/* flex-1: a long user agent truncates instead of widening the page on phones */}
              <div className="min-w-0 flex-1 basis-56 text-sm">
                <p className="font-semibold">
                  {label(s)}
                  {s.current ? <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">{t('sessions.thisDevice')}</span> : null}
                </p>
                {s.userAgent ? <p className="truncate text-xs text-muted">{s.userAgent}</p> : null}
                <p className="text-xs text-muted">
                  {t('sessions.details', { ip: s.ip ?? '—', since: formatDateTime(s.createdAt), seen: formatDateTime(s.lastSeenAt) })}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy !== null}
                  aria-label={t('sessions.endOne', { device: label(s), since: formatDateTime(s.createdAt) })}
                  onClick={() => void run(s.id, () => endSession(s.id), t('sessions.ended'))}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
