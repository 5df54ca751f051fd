import { HelpTopicPanel } from '../features/help';
import { DepositPage } from '../features/member-money/pages/deposit-page';
import type { MemberPageProps } from './member-pages';

/** The deposit tag of the help centre (the seeded topic `deposit`; spec 2 §2 deposit popup). */
const DEPOSIT_HELP_TAG = 'deposit';

/**
 * depositv2 as the member centre shows it: the money feature's deposit page with the help centre's
 * deposit topic in its popup (spec 2 §2). Composed here because features never import each other.
 */
export default function MemberDepositPage({ onReady }: MemberPageProps) {
  return <DepositPage onReady={onReady} help={<HelpTopicPanel tag={DEPOSIT_HELP_TAG} />} />;
}
