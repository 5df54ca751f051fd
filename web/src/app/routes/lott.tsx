import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotteryGamePage, planLotteryLaunch } from '../../features/lottery';
import { currentLanguage } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** /lott (spec 2 §2 "lottery page"): the LOTT lobby, or a game named by the same query as /lottery. */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.lott'));
  const [params] = useSearchParams();
  // useTranslation re-renders on a language change, so the launch follows it
  const language = currentLanguage();
  const plan = useMemo(() => planLotteryLaunch(params, 'LOTT', language), [params, language]);
  return <LotteryGamePage plan={plan} title={t('pages.lott')} lobbyPath="/lott" />;
}
