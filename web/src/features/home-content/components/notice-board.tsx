import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_PAGE_SIZE, type Notice } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../../../lib/dates';
import { useNotices } from '../api/get-announcements';
import { Pager } from './pager';
import { RichText } from '../../../components/ui/rich-text';

export interface NoticeBoardProps {
  /** The notice shown open (the route keeps it in the URL, `?id=`). */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * The notice board (spec 2 §2 "Banner carousel and notice list", §9): notices 10 per page with a
 * 7-page pager window; selecting one shows its sanitised content under its title.
 */
export function NoticeBoard({ selectedId, onSelect }: NoticeBoardProps) {
  const { t } = useTranslation('homeContent');
  const { notices, isPending, isError, refetch } = useNotices();
  const totalPages = Math.max(1, Math.ceil(notices.length / NOTICE_PAGE_SIZE));
  const selectedIndex = useMemo(() => (selectedId ? notices.findIndex((n) => n.id === selectedId) : -1), [notices, selectedId]);
  // the page chosen in the pager; until then, the page of the notice the URL names (or the first)
  const [chosenPage, setPage] = useState<number | null>(null);
  const page = Math.min(chosenPage ?? (selectedIndex >= 0 ? Math.floor(selectedIndex / NOTICE_PAGE_SIZE) + 1 : 1), totalPages);

  if (isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="grid justify-items-center gap-3 py-10 text-center text-muted">
        <p>{t('board.failed')}</p>
        <button type="button" onClick={() => void refetch()} className="min-h-11 rounded-control border border-border px-4 font-semibold">
          {t('board.retry')}
        </button>
      </div>
    );
  }
  if (notices.length === 0) return <p className="py-10 text-center text-muted">{t('board.empty')}</p>;
  const shown = notices.slice((page - 1) * NOTICE_PAGE_SIZE, page * NOTICE_PAGE_SIZE);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" data-testid="notice-list">
        {shown.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} open={notice.id === selectedId} onToggle={() => onSelect(notice.id === selectedId ? null : notice.id)} />
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={totalPages}
        onPage={(n) => {
          setPage(n);
          onSelect(null);
        }}
      />
    </div>
  );
}

function NoticeItem({ notice, open, onToggle }: { notice: Notice; open: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <li className={cn('rounded-card border bg-surface transition', open ? 'border-accent/60' : 'border-border')}>
      <h2>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={onToggle} className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left">
          <Icon name="megaphone" className="size-4 shrink-0 text-accent" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold [overflow-wrap:anywhere]">{notice.title}</span>
            <span className="block text-xs text-muted">{formatDateTime(notice.startDate)}</span>
          </span>
          <Icon name="chevronDown" className={cn('size-4 shrink-0 text-muted transition', open && 'rotate-180')} />
        </button>
      </h2>
      {open ? (
        <div id={id} role="region" aria-label={notice.title} className="border-t border-border px-4 py-3">
          <RichText data-testid="notice-content" html={notice.content} />
        </div>
      ) : null}
    </li>
  );
}
