import { useTranslation } from 'react-i18next';
import { GameFrame } from '../../features/games';
import { usePageTitle } from './use-page-title';

/** /trial?gameType=: the free-trial frame (spec 2 §2). */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.trial'));
  return <GameFrame kind="trial" pageTitle={t('pages.trial')} />;
}
