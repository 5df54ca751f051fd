import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FieldRule, FieldRules, MemberInfo, Whitelabel } from '@lotto/contract';
import type { MemberPageName } from '../features/member-centre';

/**
 * What the member centre hands every page (routes/member.tsx). A page declares the props it uses,
 * a subset of these; features never import each other, so this type lives here in app/.
 */
export interface MemberPageProps {
  page: MemberPageName;
  member: MemberInfo | undefined;
  /** The merchant's white-label flags (settings and status merged). */
  flags: Whitelabel;
  /** The merchant's field rules (status info.register), e.g. the password rule. */
  registerRules: FieldRules | undefined;
  /** The rule a new login password must meet: the auth feature's (register rule, else 6-12; spec 1 §5). */
  passwordRule: FieldRule;
  /** PROFILE_ICON_COUNT of the merchant (spec 2 §9 default 9). */
  profileIconCount: number;
  /** Opens another member-centre page by name. */
  openPage: (page: MemberPageName) => void;
  /** Call after a change to the member info the info bar shows (nickname). */
  onMemberChanged: () => void;
  /** Call after a change that moves the info bar's unread-message count (read, delete). */
  onUnreadChanged: () => void;
  /**
   * Call once the page's first data is in (or failed): the centre's loader hides then, or after
   * 3 s at the latest (spec 2 §2, §9 "Loader fallback 3 s").
   */
  onReady: () => void;
}

export type MemberPageComponent = LazyExoticComponent<ComponentType<MemberPageProps>>;

/**
 * The page registry: each member-centre page name to its lazily loaded component, so no page's code
 * is in the home page's first load. Every page name has its page (the type says so).
 */
export const MEMBER_PAGES: Record<MemberPageName, MemberPageComponent> = {
  securityCenter: lazy(() => import('../features/member-security').then((m) => ({ default: m.SecurityCentrePage }))),
  messageV2: lazy(() => import('../features/member-messages').then((m) => ({ default: m.MessagesPage }))),
  // one chunk per money and record page: each is the default export of its own file
  transferFund: lazy(() => import('../features/member-money/pages/transfer-fund-page')),
  // the deposit page with the help centre's deposit topic in its popup (spec 2 §2)
  depositv2: lazy(() => import('./member-deposit-page')),
  withdraw: lazy(() => import('../features/member-money/pages/withdraw-page')),
  // shown when toUpline = 1, the upline's agent status is not 2 and UPLINETRANS3 is on (spec 2 §6)
  transferToUpline: lazy(() => import('../features/member-money/pages/transfer-to-upline-page')),
  bettingRecord: lazy(() => import('../features/member-records/pages/betting-record-page')),
  accountRecord: lazy(() => import('../features/member-records/pages/account-record-page')),
  personalLoss: lazy(() => import('../features/member-records/pages/personal-loss-page')),
  playerRank: lazy(() => import('../features/member-records/pages/player-rank-page')),
  bonusDetails: lazy(() => import('../features/member-records/pages/bonus-details-page')),
  // member support: one chunk per page (features/member-support/pages)
  feedback: lazy(() => import('../features/member-support/pages/feedback-page')),
  manualRebate: lazy(() => import('../features/member-support/pages/rebate-page')),
  agentContracts: lazy(() => import('../features/member-support/pages/contracts-page')),
  // the member's promotion claims with their status (issue 13)
  rewardCenter: lazy(() => import('../features/promotions/pages/reward-centre-page')),
  // mission activity: the MISSION promotion's missions, their claim and the week's leaderboard
  missionLeaderboard: lazy(() => import('../features/missions/pages/mission-activity-page')),
  // invite friends: the member's code, link and friends; agents go to their registration centre (decision 0022)
  referral: lazy(() => import('../features/member-referrals/pages/referral-page')),
  // the points entry opens the points mall (/pointMall); a /member/points address goes there too
  points: lazy(() => import('../features/points/pages/points-member-entry')),
};
