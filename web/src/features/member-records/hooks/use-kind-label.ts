import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS } from '@lotto/contract';

/** The translated label of a ledger kind code (the contract's LEDGER_KINDS); any other code gets a generic label. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation('records');
  return (kind) => ((LEDGER_KINDS as readonly string[]).includes(kind) ? t(`kind.${kind}`) : t('kind.other', { kind }));
}
