import { useTranslation } from 'react-i18next';
import type { ReferredFriend } from '@lotto/contract';
import { RecordList, type Column } from '../../../components/ui/record-list';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

/** The friends the member referred: a table from 640 px, cards on phones (RecordList). */
export function FriendsList({ friends }: { friends: readonly ReferredFriend[] }) {
  const { t } = useTranslation('referrals');
  const columns: Column<ReferredFriend>[] = [
    { key: 'account', header: t('friends.account'), cell: (f) => f.account },
    { key: 'joined', header: t('friends.joined'), cell: (f) => formatDate(f.joinedAt) },
    { key: 'deposited', header: t('friends.deposited'), cell: (f) => (f.deposited ? t('friends.yes') : t('friends.no')) },
    { key: 'bonus', header: t('friends.bonus'), numeric: true, cell: (f) => (f.bonus === null ? '–' : formatMoney(f.bonus)) },
  ];
  return <RecordList caption={t('friends.title')} columns={columns} rows={friends} rowKey={(f) => `${f.account}-${f.joinedAt}`} />;
}
