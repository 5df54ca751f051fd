import { useTranslation } from 'react-i18next';
import { Pager as SitePager } from '../../../components/ui/pager';

/** The site's pager (components/ui/pager.tsx) in the games namespace's words; hidden with a single page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('games');
  return (
    <SitePager
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      labels={{ nav: t('pager.label'), previous: t('pager.prev'), next: t('pager.next'), status: t('pager.of', { page, total: totalPages }) }}
      className="mt-6"
    />
  );
}
