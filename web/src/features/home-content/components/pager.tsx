import { useTranslation } from 'react-i18next';
import { NOTICE_PAGER_WINDOW } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';

/**
 * The page numbers a pager shows (spec 2 §9: a window of 7): centred on the current page where it
 * can be, shifted at either end, never past the first or last page.
 */
export function pagerWindow(page: number, totalPages: number, size: number = NOTICE_PAGER_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const width = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(width / 2)), totalPages - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('homeContent');
  if (totalPages <= 1) return null;
  const step = 'grid size-11 place-items-center rounded-control border border-border text-sm font-semibold transition hover:border-accent disabled:opacity-40 disabled:hover:border-border';
  return (
    <nav aria-label={t('board.pager')} className="flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={step} aria-label={t('board.previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevronRight" className="size-4 rotate-180" />
      </button>
      {pagerWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={t('board.page', { n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          className={cn(step, n === page && 'border-accent bg-accent text-accent-contrast')}
        >
          {n}
        </button>
      ))}
      <button type="button" className={step} aria-label={t('board.nextPage')} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <Icon name="chevronRight" className="size-4" />
      </button>
    </nav>
  );
}
