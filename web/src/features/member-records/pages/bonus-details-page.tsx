import { useTranslation } from 'react-i18next';
import { Signed } from '../../../components/ui/figures';
import { useBonusRecords } from '../api/get-bonus-records';
import { LedgerPage } from '../components/ledger-page';
import type { PageReadyProps } from '../../../lib/page-ready';

/**
 * bonusDetails (spec 2 §2 member menu, issue 14): every bonus the member was credited (promotion
 * claims and manual bonuses, raffle prizes) by date range and bonus type, paged, with totals.
 */
export function BonusDetailsPage({ onReady }: PageReadyProps = {}) {
  const { t } = useTranslation('records');
  return (
    <LedgerPage
      onReady={onReady}
      useRecords={useBonusRecords}
      title={t('bonus.title')}
      icon="star"
      kindName={t('bonus.kind')}
      allKinds={t('bonus.allKinds')}
      empty={t('bonus.empty')}
      totals={(totals) => [
        { key: 'count', label: t('totals.count'), value: totals.count },
        { key: 'total', label: t('bonus.total'), value: <Signed value={totals.net} /> },
      ]}
    />
  );
}

export default BonusDetailsPage;
