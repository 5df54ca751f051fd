import { describe, expect, it } from 'vitest';
import { memberMenu, pageAllowed, type MemberMenuInput, type MemberPageName } from './member-menu';

// spec 2 §6 "Member menu visibility by flags", entries and order of spec 2 §2 "Member-centre popup menu"

/** A real member (isAgent 0) on a merchant with no flag on, one merchant wallet, no promotion answer. */
const BASE: MemberMenuInput = { flags: {}, isAgent: '0', toUpline: 0, walletIsSingle: true };
const ALWAYS: MemberPageName[] = ['securityCenter', 'bettingRecord', 'accountRecord', 'personalLoss'];
const pages = (over: Partial<MemberMenuInput>) => memberMenu({ ...BASE, ...over }).map((e) => e.page);
/** The entries besides the ones every member has. */
const extra = (over: Partial<MemberMenuInput>) => pages(over).filter((p) => !ALWAYS.includes(p));

const UPLINE_ON = { toUpline: 1, agentStatus: 1, uplineTransferOn: true } as const;
const ON = { enabled: true, count: 3 };
const OFF = { enabled: false, count: 0 };

describe('the member menu (a pure function of the flags and the member)', () => {
  it('[S2-6.3] with no flag on, a member has my account and the three records', () => {
    expect(pages({})).toEqual(ALWAYS);
  });

  const FLAG_CASES: [string, Partial<MemberMenuInput>, MemberPageName[]][] = [
    ['REWCEN3 shows the reward centre', { flags: { REWCEN3: true } }, ['rewardCenter']],
    ['INBOX3 and MAILCEN together show platform messages', { flags: { INBOX3: true, MAILCEN: true } }, ['messageV2']],
    ['INBOX3 alone does not', { flags: { INBOX3: true } }, []],
    ['MAILCEN alone does not', { flags: { MAILCEN: true } }, []],
    ['PTSYS3 shows points', { flags: { PTSYS3: true } }, ['points']],
    ['DEPOSIT under CREDITMAR3 shows deposit', { flags: { CREDITMAR3: true, DEPOSIT: true } }, ['depositv2']],
    ['WITHDRAW under CREDITMAR3 shows withdrawal', { flags: { CREDITMAR3: true, WITHDRAW: true } }, ['withdraw']],
    ['DEPOSIT and WITHDRAW without CREDITMAR3 show nothing', { flags: { DEPOSIT: true, WITHDRAW: true } }, []],
    ['CREDITMAR3 alone shows nothing', { flags: { CREDITMAR3: true } }, []],
    ['PLYRBT with the rebate module (MYRBT3) shows bonus details', { flags: { PLYRBT: true, MYRBT3: true } }, ['bonusDetails']],
    ['PLYRBT without rebate does not', { flags: { PLYRBT: true } }, []],
    ['MYRBT3 without PLYRBT does not', { flags: { MYRBT3: true } }, []],
    ['MANPLAYREB3 shows manual rebate', { flags: { MANPLAYREB3: true } }, ['manualRebate']],
    ['FEEDBACK3 shows feedback', { flags: { FEEDBACK3: true } }, ['feedback']],
    ['a merchant wallet that is not single shows my wallet (fund transfer)', { walletIsSingle: false }, ['transferFund']],
    ['a single merchant wallet hides it', { walletIsSingle: true }, []],
    ['an unknown merchant wallet hides it', { walletIsSingle: undefined }, []],
    ['toUpline 1, agent status not 2 and the site flag show transfer to upline', UPLINE_ON, ['transferToUpline']],
    ['toUpline 0 hides it', { ...UPLINE_ON, toUpline: 0 }, []],
    ['agent status 2 hides it', { ...UPLINE_ON, agentStatus: 2 }, []],
    ['an unknown agent status hides it', { ...UPLINE_ON, agentStatus: undefined }, []],
    ['the site flag off hides it', { ...UPLINE_ON, uplineTransferOn: false }, []],
    ['no upline (agent status null) hides it', { ...UPLINE_ON, agentStatus: null }, []],
    ['the site flag is UPLINETRANS3 of the merchant', { toUpline: 1, agentStatus: 1, flags: { UPLINETRANS3: true } }, ['transferToUpline']],
    ['UPLINETRANS3 off hides it', { toUpline: 1, agentStatus: 1, flags: { UPLINETRANS3: false } }, []],
    ['missions enabled show mission activity', { mission: ON }, ['missionLeaderboard']],
    ['missions disabled hide it', { mission: OFF }, []],
    ['the referral promotion enabled shows invite friends', { referral: ON }, ['referral']],
    ['the referral promotion disabled hides it', { referral: OFF }, []],
  ];
  it.each(FLAG_CASES)('[S2-6.3] %s', (_name, over, expected) => {
    expect(extra(over)).toEqual(expected);
  });

  // spec 2 §6: the available promotions (mission, referral) are for isAgent 0, 1, 2 only
  const ROLE_CASES: [string, boolean][] = [
    ['0', true],
    ['1', true],
    ['2', true],
    ['4', false],
    ['40', false],
    ['41', false],
    ['42', false],
  ];
  it.each(ROLE_CASES)('[S2-6.2] [S2-6.3] isAgent %s: mission activity and invite friends shown = %s', (isAgent, shown) => {
    expect(extra({ isAgent, mission: ON, referral: ON })).toEqual(shown ? ['referral', 'missionLeaderboard'] : []);
  });

  it.each(['0', '1', '2', '4', '40', '41', '42'])('[S2-6.3] isAgent %s: the flag entries do not depend on the role', (isAgent) => {
    expect(extra({ isAgent, flags: { REWCEN3: true, FEEDBACK3: true } })).toEqual(['rewardCenter', 'feedback']);
  });

  it('[S2-6.5] the rebate module flag (MYRBT3) decides bonus details, with player rebate (PLYRBT) on', () => {
    expect(extra({ flags: { PLYRBT: true, MYRBT3: true } })).toEqual(['bonusDetails']);
    expect(extra({ flags: { PLYRBT: true, MYRBT3: false } })).toEqual([]);
  });

  it('[S2-2.44] [S2-6.3] with everything on, the menu lists every entry in the order of spec 2 §2', () => {
    const all: MemberMenuInput = {
      flags: { REWCEN3: true, INBOX3: true, MAILCEN: true, PTSYS3: true, CREDITMAR3: true, DEPOSIT: true, WITHDRAW: true, PLYRBT: true, MYRBT3: true, MANPLAYREB3: true, FEEDBACK3: true },
      isAgent: '0',
      walletIsSingle: false,
      mission: ON,
      referral: ON,
      ...UPLINE_ON,
    };
    expect(memberMenu(all).map((e) => e.page)).toEqual([
      'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'bettingRecord', 'accountRecord', 'personalLoss',
      'transferToUpline', 'rewardCenter', 'referral', 'bonusDetails', 'points', 'missionLeaderboard', 'messageV2',
      'manualRebate', 'feedback',
    ]);
  });

  it('[S2-2.44] mission activity carries its count badge; no other entry has one', () => {
    const menu = memberMenu({ ...BASE, mission: { enabled: true, count: 7 } });
    expect(menu.find((e) => e.page === 'missionLeaderboard')?.badge).toBe(7);
    expect(menu.filter((e) => e.badge !== undefined)).toHaveLength(1);
  });

  it('playerRank opens by name without a menu entry; a page the menu hides is not allowed', () => {
    const menu = memberMenu(BASE);
    expect(pageAllowed('playerRank', menu)).toBe(true);
    expect(pageAllowed('securityCenter', menu)).toBe(true);
    expect(pageAllowed('depositv2', menu)).toBe(false);
  });
});
