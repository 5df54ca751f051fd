import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotteryGamePage, planLotteryLaunch } from '../../features/lottery';
import { currentLanguage } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/** /elott (spec 2 §2 lowercase game-type path): ELOTT launches, lottoMode with the Elott_ prefix (spec 2 §4). */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.elott'));
  const [params] = useSearchParams();
  // useTranslation re-renders on a language change, so the launch follows it
  const language = currentLanguage();
  const plan = useMemo(() => planLotteryLaunch(params, 'ELOTT', language), [params, language]);
  return <LotteryGamePage plan={plan} title={t('pages.elott')} lobbyPath="/elott" />;
}
