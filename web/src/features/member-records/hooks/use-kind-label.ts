import { useTranslation } from 'react-i18next';

/** The ledger kinds the records namespace names; any other code shows a generic label (records.account contract note). */
export const KNOWN_KINDS = [
  'opening',
  'demo_credit',
  'bet',
  'payout',
  'lottery_bet',
  'lottery_payout',
  'lottery_refund',
  'adjustment',
  'transfer',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
] as const;

/** The translated label of a ledger kind code. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation('records');
  return (kind) => ((KNOWN_KINDS as readonly string[]).includes(kind) ? t(`kind.${kind}`) : t('kind.other', { kind }));
}
