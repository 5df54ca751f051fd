import { MEMBER_CENTRE_PAGES, REAL_ACCOUNT_ISAGENT, hasFlag, uplineTransferAllowed, type Whitelabel } from '@lotto/contract';
import type { IconName } from '../../components/ui/icons';

/**
 * Every page of the member centre: the nine the spec opens by name (spec 1 §2, spec 2 §2) and the
 * other entries of the member menu (spec 2 §2 "Member-centre popup menu", spec 3 "Member centre").
 * Names of entries the spec does not name are ours, in the spec's own camelCase style.
 */
export const MEMBER_PAGE_NAMES = [
  ...MEMBER_CENTRE_PAGES,
  'bettingRecord',
  'accountRecord',
  'personalLoss',
  'transferToUpline',
  'bonusDetails',
  'points',
  'manualRebate',
  'feedback',
  // ours (docs/decisions/0016-agent-contracts.md): the contract requests of spec 2 §2, for agents
  'agentContracts',
] as const;
export type MemberPageName = (typeof MEMBER_PAGE_NAMES)[number];

export const isMemberPageName = (name: string | undefined): name is MemberPageName =>
  (MEMBER_PAGE_NAMES as readonly string[]).includes(name ?? '');

/** What the menu depends on: the merchant's flags, the member, and two server answers. */
export interface MemberMenuInput {
  flags: Whitelabel | Record<string, boolean> | undefined;
  /** isAgent of the session (spec 1 §6). */
  isAgent: string | null;
  /** Member info toUpline (spec 1 §3): 1 allows the transfer to the upline. */
  toUpline: number | null | undefined;
  /**
   * The agent status of the member's upline (spec 2 §6 "agent status not 2"): member info
   * `uplineAgentStatus` (ours, docs/decisions/0023-transfer-to-upline.md); null (no upline) and
   * undefined (unknown) hide the entry.
   */
  agentStatus?: number | null;
  /** The site's switch for the transfer to upline (spec 2 §6 "the site flag"); absent: the flags' UPLINETRANS3. */
  uplineTransferOn?: boolean;
  /** GCS_merchantWallet isSingle; undefined while unknown (fund transfer stays hidden). */
  walletIsSingle: boolean | undefined;
  /** MCSFE_getAvailablePromotions MISSION and REFERRAL (spec 2 §3); undefined while unknown. */
  mission?: { enabled: boolean; count: number };
  referral?: { enabled: boolean; count: number };
}

export interface MemberMenuEntry {
  page: MemberPageName;
  icon: IconName;
  /** Count badge (mission activity, spec 2 §2). */
  badge?: number;
}

const on = (input: MemberMenuInput, flag: Parameters<typeof hasFlag>[1]) => hasFlag(input.flags, flag);
// spec 2 §6: the available promotions (mission and referral counts) are for isAgent 0, 1, 2 only
const real = (input: MemberMenuInput) => (REAL_ACCOUNT_ISAGENT as readonly string[]).includes(input.isAgent ?? '');

/** Each entry in menu order (spec 2 §2) with its visibility rule (spec 2 §6). */
const ENTRIES: readonly { page: MemberPageName; icon: IconName; shown: (i: MemberMenuInput) => boolean }[] = [
  { page: 'securityCenter', icon: 'user', shown: () => true },
  // fund transfer only when the merchant wallet is not single
  { page: 'transferFund', icon: 'refresh', shown: (i) => i.walletIsSingle === false },
  // DEPOSIT and WITHDRAW are switches under CREDITMAR3: both must be on
  { page: 'depositv2', icon: 'wallet', shown: (i) => on(i, 'CREDITMAR3') && on(i, 'DEPOSIT') },
  { page: 'withdraw', icon: 'download', shown: (i) => on(i, 'CREDITMAR3') && on(i, 'WITHDRAW') },
  { page: 'bettingRecord', icon: 'lottery', shown: () => true },
  { page: 'accountRecord', icon: 'clock', shown: () => true },
  { page: 'personalLoss', icon: 'gauge', shown: () => true },
  // toUpline = 1, agent status not 2, and the site flag
  {
    page: 'transferToUpline',
    icon: 'arrowUp',
    shown: (i) => uplineTransferAllowed(i.toUpline, i.agentStatus, i.uplineTransferOn ?? on(i, 'UPLINETRANS3')),
  },
  { page: 'rewardCenter', icon: 'gift', shown: (i) => on(i, 'REWCEN3') },
  { page: 'referral', icon: 'sparkles', shown: (i) => real(i) && i.referral?.enabled === true },
  // bonus details are the player's rebate (PLYRBT) and need the rebate module (MYRBT3)
  { page: 'bonusDetails', icon: 'star', shown: (i) => on(i, 'PLYRBT') && on(i, 'MYRBT3') },
  { page: 'points', icon: 'crown', shown: (i) => on(i, 'PTSYS3') },
  { page: 'missionLeaderboard', icon: 'checkCircle', shown: (i) => real(i) && i.mission?.enabled === true },
  // the mail centre entry; its calls are the inbox module's
  { page: 'messageV2', icon: 'bell', shown: (i) => on(i, 'MAILCEN') && on(i, 'INBOX3') },
  { page: 'manualRebate', icon: 'wrench', shown: (i) => on(i, 'MANPLAYREB3') },
  { page: 'feedback', icon: 'chat', shown: (i) => on(i, 'FEEDBACK3') },
  // agents (isAgent 1, 2) answer their upline's contract offers when any contract module is on (spec 2 §4, §6)
  {
    page: 'agentContracts',
    icon: 'shield',
    shown: (i) => ['1', '2'].includes(i.isAgent ?? '') && ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'].some((f) => on(i, f as Parameters<typeof hasFlag>[1])),
  },
];

/**
 * The member menu for these flags and this member (spec 2 §2, §6), a pure function. A trial account
 * (isAgent 4) is refused when it opens any page (spec 1 §6), which the opener checks, not the menu.
 */
export function memberMenu(input: MemberMenuInput): MemberMenuEntry[] {
  return ENTRIES.filter((e) => e.shown(input)).map(({ page, icon }) =>
    page === 'missionLeaderboard' && input.mission ? { page, icon, badge: input.mission.count } : { page, icon },
  );
}

/** Pages reachable by name even when the menu hides them: playerRank has no menu entry (spec 2 §9). */
export function pageAllowed(page: MemberPageName, menu: readonly MemberMenuEntry[]): boolean {
  return page === 'playerRank' || menu.some((e) => e.page === page);
}
