import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/** Previous / page x of y / next; hidden with a single page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('records');
  if (totalPages <= 1) return null;
  const button = 'grid size-11 place-items-center rounded-control border border-border bg-surface disabled:opacity-40';
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-center gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('pager.prev')} className={button}>
        <Icon name="chevronRight" className="size-5 rotate-180" />
      </button>
      <span aria-live="polite" className="min-w-20 text-center text-sm font-semibold tabular-nums">
        {t('pager.of', { page, total: totalPages })}
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-label={t('pager.next')} className={button}>
        <Icon name="chevronRight" className="size-5" />
      </button>
    </nav>
  );
}
