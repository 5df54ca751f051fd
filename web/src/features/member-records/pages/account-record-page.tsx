import { useTranslation } from 'react-i18next';
import { Signed } from '../../../components/ui/figures';
import { useAccountRecords } from '../api/get-account-records';
import { LedgerPage } from '../components/ledger-page';
import type { PageReadyProps } from '../../../lib/page-ready';

/** accountRecord (spec 2 §2 member menu, issue 14): the member's ledger entries by date range and kind, paged, with totals. */
export function AccountRecordPage({ onReady }: PageReadyProps = {}) {
  const { t } = useTranslation('records');
  return (
    <LedgerPage
      onReady={onReady}
      useRecords={useAccountRecords}
      title={t('account.title')}
      icon="clock"
      kindName={t('account.kind')}
      allKinds={t('kind.all')}
      empty={t('account.empty')}
      totals={(totals) => [
        { key: 'count', label: t('totals.count'), value: totals.count },
        { key: 'credit', label: t('totals.credit'), value: <Signed value={totals.credit} /> },
        { key: 'debit', label: t('totals.debit'), value: <Signed value={totals.debit} /> },
        { key: 'net', label: t('totals.net'), value: <Signed value={totals.net} /> },
      ]}
    />
  );
}

export default AccountRecordPage;
