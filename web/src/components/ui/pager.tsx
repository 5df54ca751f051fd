import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { cn } from './cn';

export interface PagerLabels {
  /** The navigation's name, e.g. "Pages of the login history". */
  nav: string;
  previous: string;
  next: string;
  /** Where the reader is, already worded: "Page 2 of 5". */
  status: string;
}

/**
 * Previous / page x of y / next for a paged list (44 px touch targets); nothing with a single page.
 * Worded in the site's common words unless the caller gives its own `labels`.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  labels: own,
  className,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels?: PagerLabels;
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const labels = own ?? { nav: t('pager.label'), previous: t('pager.prev'), next: t('pager.next'), status: t('pager.of', { page, total: totalPages }) };
  const button = 'grid size-11 place-items-center rounded-control border border-border bg-surface disabled:opacity-40';
  return (
    <nav aria-label={labels.nav} className={cn('flex items-center justify-center gap-3', className)}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={labels.previous} className={button}>
        <Icon name="chevronRight" className="size-5 rotate-180" />
      </button>
      <span aria-live="polite" className="min-w-20 text-center text-sm font-semibold tabular-nums">
        {labels.status}
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-label={labels.next} className={button}>
        <Icon name="chevronRight" className="size-5" />
      </button>
    </nav>
  );
}
