import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TrendPage } from '../../features/lottery';
import { usePageTitle } from './use-page-title';

/** /trend (spec 2 §2): the trend page of ?gameUrl= in a frame, or the draw history of ?gameCode=. */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.trend'));
  const [params] = useSearchParams();
  const code = params.get('gameCode')?.trim();
  return <TrendPage title={t('pages.trend')} gameUrl={params.get('gameUrl')} gameCode={code && /^[\w-]{1,64}$/.test(code) ? code : null} />;
}
