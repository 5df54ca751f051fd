import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { confirmDialog } from '../../../lib/dialogs';
import { errorMessage } from '../../../lib/error-funnel';
import { deleteMessage } from '../api/delete-message';
import { INBOX_QUERY_KEY, useInbox } from '../api/get-inbox';
import { markRead } from '../api/mark-read';

export interface MessagesPageProps {
  /** The info bar's unread count moved (a message read or deleted). */
  onUnreadChanged: () => void;
  onReady: () => void;
}

function MessageRow({ message, open, onToggle, onDelete, busy }: { message: InboxMessage; open: boolean; onToggle: () => void; onDelete: () => void; busy: boolean }) {
  const { t } = useTranslation('memberMessages');
  const bodyId = useId();
  return (
    <li data-testid="message-row" data-read={message.read} className={cn('min-w-0', open && 'bg-surface-2/40')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        className="flex min-h-14 w-full min-w-0 items-center gap-3 px-4 py-3 text-left hover:bg-surface-2/60"
      >
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', message.read ? 'bg-transparent' : 'bg-accent')} />
        <span className="min-w-0 flex-1">
          <span className={cn('block truncate', message.read ? 'text-text' : 'font-bold')}>{message.title}</span>
          <span className="block text-xs text-muted tabular-nums">{formatDateTime(message.sendTime)}</span>
        </span>
        {message.read ? null : <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">{t('unread')}</span>}
        <Icon name="chevronDown" className={cn('size-4 shrink-0 text-muted transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id={bodyId} className="grid gap-3 px-4 pb-4 pl-9">
          {/* platform text, shown as text: no markup from the server reaches the page */}
          <p className="text-sm leading-relaxed whitespace-pre-line">{message.content}</p>
          <Button variant="secondary" size="sm" className="justify-self-start" disabled={busy} onClick={onDelete} aria-label={t('deleteOne', { title: message.title })}>
            <Icon name="xCircle" className="size-4" />
            {t('delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Platform messages (messageV2, INBOX3): the inbox from the server, unread first, opened to read
 * (which marks it read), deleted, paged; the info bar's unread count follows each change.
 */
export function MessagesPage({ onUnreadChanged, onReady }: MessagesPageProps) {
  const { t } = useTranslation('memberMessages');
  const headingId = useId();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inbox = useInbox(page);
  useEffect(() => {
    if (!inbox.isPending) onReady();
  }, [inbox.isPending, onReady]);

  const act = async (action: () => Promise<unknown>, after: () => Promise<unknown> | void) => {
    setBusy(true);
    try {
      await action();
      await after();
      onUnreadChanged();
    } catch {
      // shown by the error funnel
    } finally {
      setBusy(false);
    }
  };
  // read messages stay where they are until the list is loaded again, so an open one does not jump
  const markedRead = (ids: string[]): void => {
    queryClient.setQueryData([...INBOX_QUERY_KEY, page] as const, (d: typeof inbox.data) =>
      d ? { ...d, content: d.content.map((m) => (ids.includes(m.id) ? { ...m, read: true } : m)) } : d,
    );
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
  const toggle = (m: InboxMessage) => {
    const opening = openId !== m.id;
    setOpenId(opening ? m.id : null);
    if (opening && !m.read) void act(() => markRead([m.id]), () => markedRead([m.id]));
  };
  const remove = async (m: InboxMessage) => {
    if (!(await confirmDialog({ message: t('deleteConfirm', { title: m.title }), confirmLabel: t('delete') }))) return;
    setOpenId(null);
    await act(() => deleteMessage(m.id), reload);
    // the last message of a later page gone: show the page before
    if (page > 1 && inbox.data?.content.length === 1) setPage((p) => p - 1);
  };
  const data = inbox.data;
  const unreadHere = data?.content.filter((m) => !m.read).map((m) => m.id) ?? [];

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-5" data-testid="messages-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {t('title')}
        </h1>
        {unreadHere.length > 0 ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void act(() => markRead(unreadHere), () => markedRead(unreadHere))}>
            <Icon name="check" className="size-4" />
            {t('markAllRead')}
          </Button>
        ) : null}
      </div>
      <div className="min-w-0 overflow-hidden rounded-card border border-border bg-surface">
        {inbox.isError ? (
          <div role="alert" className="grid gap-3 p-4">
            <p className="text-sm">{isApiError(inbox.error) ? errorMessage(inbox.error) : t('loadFailed')}</p>
            <Button variant="secondary" className="justify-self-start" onClick={() => void inbox.refetch()}>
              <Icon name="refresh" className="size-4" />
              {t('retry')}
            </Button>
          </div>
        ) : !data ? (
          <div className="grid gap-2 p-4" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : data.content.length === 0 ? (
          <div className="grid place-items-center gap-3 px-6 py-12 text-center" data-testid="messages-empty">
            <span className="grid size-14 place-items-center rounded-full bg-accent/12 text-accent">
              <Icon name="bell" className="size-7" />
            </span>
            <p className="max-w-sm text-muted">{t('empty')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border" aria-busy={inbox.isFetching}>
            {data.content.map((m) => (
              <MessageRow key={m.id} message={m} open={openId === m.id} busy={busy} onToggle={() => toggle(m)} onDelete={() => void remove(m)} />
            ))}
          </ul>
        )}
      </div>
      {data ? (
        <Pager
          page={page}
          totalPages={data.totalPages}
          onPage={setPage}
          labels={{ nav: t('pages'), previous: t('previous'), next: t('next'), status: t('pageOf', { page: data.pageNum, total: data.totalPages }) }}
        />
      ) : null}
    </section>
  );
}
