import { useMemo } from 'react';
import { REAL_ACCOUNT_ISAGENT, hasFlag, type MemberInfo, type Whitelabel } from '@lotto/contract';
import { useAvailablePromotions } from '../api/get-available-promotions';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { memberMenu, type MemberMenuEntry } from '../member-menu';

export interface UseMemberMenuOptions {
  flags: Whitelabel;
  member: MemberInfo | undefined;
  isAgent: string | null;
  /** The mission and referral entries need the available promotions (default: while the platform serves them). */
  withPromotions?: boolean;
}

/**
 * The reference server serves MCSFE_getAvailablePromotions (issue 13): the centre asks, and mission
 * activity and invite friends appear when the merchant runs a MISSION or REFERRAL promotion.
 */
export const AVAILABLE_PROMOTIONS_SERVED = true;

/**
 * The member menu (spec 2 §2, §6) with the two server answers it needs: GCS_merchantWallet and,
 * for real accounts with the reward centre on, the available promotions. `pending` is true while
 * an answer that could add an entry is still out.
 */
export function useMemberMenu({ flags, member, isAgent, withPromotions = AVAILABLE_PROMOTIONS_SERVED }: UseMemberMenuOptions): {
  menu: MemberMenuEntry[];
  pending: boolean;
} {
  const signedIn = member !== undefined;
  const wallet = useMerchantWallet(signedIn);
  // spec 2 §6: the available-promotions count is for isAgent 0, 1, 2 only; its call needs REWCEN3
  const promotionsOn = withPromotions && signedIn && (REAL_ACCOUNT_ISAGENT as readonly string[]).includes(isAgent ?? '') && hasFlag(flags, 'REWCEN3');
  const promotions = useAvailablePromotions(promotionsOn);
  const walletIsSingle = wallet.data?.isSingle ?? (wallet.isError ? true : undefined);
  const data = promotions.data;
  const menu = useMemo(
    () =>
      memberMenu({
        flags,
        isAgent,
        toUpline: member?.toUpline,
        agentStatus: member?.uplineAgentStatus,
        walletIsSingle,
        mission: data?.MISSION,
        referral: data?.REFERRAL,
      }),
    [flags, isAgent, member?.toUpline, member?.uplineAgentStatus, walletIsSingle, data],
  );
  // isLoading, not isPending: a query that is switched off is pending for ever
  const pending = !signedIn || wallet.isLoading || promotions.isLoading;
  return { menu, pending };
}
