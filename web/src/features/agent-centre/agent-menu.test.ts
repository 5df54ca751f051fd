import { describe, expect, it } from 'vitest';
import { agentMenu, agentPagePath, isAgentPageName, type AgentPageName } from './agent-menu';

const ALWAYS: AgentPageName[] = ['agentAnnouncement', 'agentTeamOverview', 'agentAccountDetails'];
const ALL: AgentPageName[] = ['agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'agentDownlines', 'agentTeamBetting', 'agentUserLoss', 'agentAccountDetails'];

const pages = (isAgent: string | null, flags: Record<string, boolean>) => agentMenu({ isAgent, flags }).map((e) => e.page);

describe('agent menu', () => {
  it.each([
    // isAgent, flags, pages
    ['1', { AGEINFO3: true }, ALL],
    ['2', { AGEINFO3: true }, ALL],
    ['41', { AGEINFO3: true }, ALL],
    ['42', { AGEINFO3: true }, ALL],
    ['1', { AGEINFO3: false, AGEREV3: true, DAYSAL: true, HOURSAL3: true }, ALWAYS],
    ['1', {}, ALWAYS],
    ['0', { AGEINFO3: true }, []],
    ['4', { AGEINFO3: true }, []],
    ['40', { AGEINFO3: true }, []],
    [null, { AGEINFO3: true }, []],
  ] as const)('[S2-6.4] [S2-2.43] isAgent %s with %o shows %o', (isAgent, flags, expected) => {
    expect(pages(isAgent, flags)).toEqual(expected);
  });

  it('[S2-6.4] always keeps overview, announcement and account details, in the spec\'s menu order', () => {
    for (const flags of [{}, { AGEINFO3: true }] as Record<string, boolean>[]) {
      const menu = pages('1', flags);
      expect(menu.filter((p) => ALWAYS.includes(p))).toEqual(ALWAYS);
      expect(menu.indexOf('agentAnnouncement')).toBeLessThan(menu.indexOf('agentTeamOverview'));
    }
  });

  it('names the pages it offers and gives each its /agent/<page> address', () => {
    expect(isAgentPageName('agentTeamOverview')).toBe(true);
    expect(isAgentPageName('agentRedEnvelope')).toBe(false);
    expect(isAgentPageName(undefined)).toBe(false);
    expect(agentPagePath('agentDownlines')).toBe('/agent/agentDownlines');
  });
});
