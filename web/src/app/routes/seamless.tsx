import { useTranslation } from 'react-i18next';
import { GameFrame } from '../../features/games';
import { usePageTitle } from './use-page-title';

/** /seamless?gameType=: the launched game in the in-page frame (spec 2 §2). */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.seamless'));
  return <GameFrame kind="seamless" pageTitle={t('pages.seamless')} />;
}
