import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotteryGamePage, planVnLaunch } from '../../features/lottery';
import { currentLanguage } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** /vnLottery and /vnlottery (spec 2 §2, §4): the betting view of gameCode, else the lobby view. */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.vnLottery'));
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // useTranslation re-renders on a language change, so the launch follows it
  const language = currentLanguage();
  const plan = useMemo(() => planVnLaunch(params, language), [params, language]);
  return <LotteryGamePage plan={plan} title={t('pages.vnLottery')} lobbyPath={pathname} />;
}
