import { useTranslation } from 'react-i18next';

/** The demo provider's mark wherever it shows (issue 14: labelled as demo everywhere). */
export function DemoBadge() {
  const { t } = useTranslation('money');
  return <span className="rounded-full bg-warning/20 px-2 py-0.5 text-[11px] font-bold tracking-wide text-warning uppercase">{t('provider.demo')}</span>;
}
