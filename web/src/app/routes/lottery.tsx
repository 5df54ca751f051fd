import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotteryGamePage, planLotteryLaunch } from '../../features/lottery';
import { currentLanguage } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/**
 * /lottery (spec 2 §2): gameCode with playType, gameId with gameCode, bet_param or lottoGameGroup;
 * launches LOTT (the Thai group and prizeMode SEA launch SEA) in an in-page frame.
 */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.lottery'));
  const [params] = useSearchParams();
  // useTranslation re-renders on a language change, so the launch follows it
  const language = currentLanguage();
  const plan = useMemo(() => planLotteryLaunch(params, 'LOTT', language), [params, language]);
  return <LotteryGamePage plan={plan} title={t('pages.lottery')} lobbyPath="/lottery" />;
}
