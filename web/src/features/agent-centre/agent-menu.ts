import { AGENT_CENTRE_DEFAULT_PAGE, hasFlag, showsAgentMenu, type Whitelabel } from '@lotto/contract';
import type { IconName } from '../../components/ui/icons';

/**
 * The agent centre's pages (spec 2 §2 "Agent-centre popup menu", S2-2.43), in menu order. The spec
 * names the default page only (agentTeamOverview); the other names are ours, in the same style
 * (docs/decisions/0020-agent-centre.md). The spec's other entries (my income, red envelope,
 * dividend record, the two daily wages and hourly salary) have no page yet, so they are not here
 * and never appear in the menu.
 */
export const AGENT_PAGE_NAMES = [
  'agentAnnouncement',
  AGENT_CENTRE_DEFAULT_PAGE,
  'registerCenter',
  'agentDownlines',
  'agentTeamBetting',
  'agentUserLoss',
  'agentAccountDetails',
] as const;
export type AgentPageName = (typeof AGENT_PAGE_NAMES)[number];

export const isAgentPageName = (name: string | undefined): name is AgentPageName => (AGENT_PAGE_NAMES as readonly string[]).includes(name ?? '');

/** What the agent menu depends on: the merchant's flags and the account's isAgent. */
export interface AgentMenuInput {
  flags: Whitelabel | Record<string, boolean> | undefined;
  /** isAgent of the session (spec 1 §6). */
  isAgent: string | null;
}

export interface AgentMenuEntry {
  page: AgentPageName;
  icon: IconName;
}

const ENTRIES: readonly { page: AgentPageName; icon: IconName; shown: (i: AgentMenuInput) => boolean }[] = [
  // spec 2 §6: overview, announcement and account details are always shown
  { page: 'agentAnnouncement', icon: 'megaphone', shown: () => true },
  { page: 'agentTeamOverview', icon: 'gauge', shown: () => true },
  // the team's information (register center, downlines, their bets and losses) is the AGEINFO3 module
  { page: 'registerCenter', icon: 'user', shown: (i) => hasFlag(i.flags, 'AGEINFO3') },
  { page: 'agentDownlines', icon: 'users', shown: (i) => hasFlag(i.flags, 'AGEINFO3') },
  { page: 'agentTeamBetting', icon: 'lottery', shown: (i) => hasFlag(i.flags, 'AGEINFO3') },
  { page: 'agentUserLoss', icon: 'chart', shown: (i) => hasFlag(i.flags, 'AGEINFO3') },
  { page: 'agentAccountDetails', icon: 'clock', shown: () => true },
];

/**
 * The agent menu (spec 2 §2, §6) for these flags and this account, a pure function: empty for an
 * account without the agent menu (isAgent other than 1, 2, 41, 42).
 */
export function agentMenu(input: AgentMenuInput): AgentMenuEntry[] {
  if (!showsAgentMenu(input.isAgent)) return [];
  return ENTRIES.filter((e) => e.shown(input)).map(({ page, icon }) => ({ page, icon }));
}

/** A page's URL (its route /agent/<page>). */
export const agentPagePath = (page: AgentPageName): string => `/agent/${page}`;
