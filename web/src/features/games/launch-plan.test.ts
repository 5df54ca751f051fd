import { describe, expect, it } from 'vitest';
import { gameTypePath, launchLanguage, launchPlan, playUrlOf, vendorEntryPath, type LaunchContext, type LaunchableGame } from './launch-plan';

const player: LaunchContext = { loggedIn: true, isAgent: '0', language: 'EN', merchantCode: 'demo' };
const slot: LaunchableGame = { gameId: 'g1', nodeId: 'n1', vassalage: 'DEMO', gameType: 'RNG', appNewWindow: false, isGame: 'game' };

describe('launchPlan (spec 2 §4 launch rules)', () => {
  it('[S2-4.1] [S2-6.1] refuses a guest with in_sorry_in', () => {
    expect(launchPlan(slot, { ...player, loggedIn: false })).toEqual({ kind: 'refuse', code: 'in_sorry_in' });
  });

  it('[S2-4.1] [S2-6.2] refuses a type 4 account with in_need_true_account; agents 1 and 2 may play', () => {
    expect(launchPlan(slot, { ...player, isAgent: '4' })).toEqual({ kind: 'refuse', code: 'in_need_true_account' });
    expect(launchPlan(slot, { ...player, isAgent: '1' }).kind).toBe('real');
    expect(launchPlan(slot, { ...player, isAgent: '2' }).kind).toBe('real');
  });

  it.each([
    ['no game id and no room id', { gameId: null, roomId: null }],
    ['empty ids', { gameId: '', roomId: '' }],
    ['no node id', { nodeId: null }],
  ])('[S2-4.1] [S2-8.3] answers in_stay_tuned with %s', (_name, patch) => {
    expect(launchPlan({ ...slot, ...patch }, player)).toEqual({ kind: 'refuse', code: 'in_stay_tuned' });
  });

  it('[S2-4.1] a room id alone is enough to launch', () => {
    const plan = launchPlan({ ...slot, gameId: null, roomId: 'r9' }, player);
    expect(plan).toMatchObject({ kind: 'real', request: { roomId: 'r9', nodeId: 'n1' } });
  });

  it('[S2-3.3] [S2-4.1] builds the GLS request: accountType 1, confirmTrans 0, clientType 3, html5 platform', () => {
    expect(launchPlan(slot, player)).toEqual({
      kind: 'real',
      target: 'frame',
      language: 'EN',
      playerDelayMs: 0,
      request: {
        launchMode: 'GLS',
        gameId: 'g1',
        nodeId: 'n1',
        roomId: undefined,
        accountType: 1,
        confirmTrans: 0,
        vassalage: 'DEMO',
        platform: 'html5-desktop',
        clientType: 3,
        language: 'EN',
        merchantCode: 'demo',
      },
    });
  });

  it('[S2-4.1] opens a new window or the in-page frame per the vendor setting', () => {
    expect(launchPlan({ ...slot, appNewWindow: true }, player)).toMatchObject({ target: 'window' });
    expect(launchPlan({ ...slot, appNewWindow: false }, player)).toMatchObject({ target: 'frame' });
  });

  it('[S2-4.1] a slot vendor card opens its lobby page instead of launching', () => {
    const card: LaunchableGame = { vassalage: 'PT', gameType: 'RNG', isGame: 'VASSALAGE', accountTypeName: 'PT Slots', gameId: null, nodeId: null };
    expect(launchPlan(card, player)).toEqual({ kind: 'lobby', path: '/electron?page=PT%20Slots' });
  });

  it.each([
    ['PT', 'LIVE', 'flash'],
    ['PTSS', 'FISH', 'flash'],
    ['DG', 'LIVE', 'flash'],
    ['GPI', 'FISH', 'flash'],
    ['PT', 'RNG', 'html5-desktop'],
    ['AG', 'LIVE', 'html5-desktop'],
  ])('[S2-4.1] vendor %s with %s launches on platform %s', (vassalage, gameType, platform) => {
    expect(launchPlan({ ...slot, vassalage, gameType }, player)).toMatchObject({ request: { platform } });
  });

  it.each([
    ['JDB', 'ID', 'EN'],
    ['AE', 'ID', 'EN'],
    ['DG', 'ID', 'EN'],
    ['PT', 'ID', 'ID'],
    ['JDB', 'TH', 'TH'],
  ] as const)('[S2-4.1] vendor %s in language %s launches in %s', (vassalage, language, expected) => {
    expect(launchLanguage(vassalage, language)).toBe(expected);
    expect(launchPlan({ ...slot, vassalage }, { ...player, language })).toMatchObject({ language: expected, request: { language: expected } });
  });

  it('[S2-4.1] ALB opens its player page after 300 ms', () => {
    expect(launchPlan({ ...slot, vassalage: 'ALB' }, player)).toMatchObject({ playerDelayMs: 300 });
    expect(launchPlan(slot, player)).toMatchObject({ playerDelayMs: 0 });
  });

  it('[S2-1.1] [S2-6.1] free trial needs no login and goes to the trial frame', () => {
    expect(launchPlan(slot, { ...player, loggedIn: false, isAgent: null }, 'trial')).toEqual({
      kind: 'trial',
      target: 'trial',
      language: 'EN',
      request: { nodeId: 'n1', gameId: 'g1', platform: 'html5-desktop', language: 'EN' },
    });
  });

  it('[S2-4.1] [S2-8.4] reads game_url, then game_url2; no address means game_maintenance (null)', () => {
    expect(playUrlOf({ content: { game_url: '/a', game_url2: '/b' } })).toBe('/a');
    expect(playUrlOf({ content: { game_url2: '/b' } })).toBe('/b');
    expect(playUrlOf({ content: {} })).toBeNull();
    expect(playUrlOf(null)).toBeNull();
  });

  it('[S2-2.13] game entries go to the lowercased type path or ?page={accountTypeName}', () => {
    expect(gameTypePath('LIVE')).toBe('/live');
    expect(gameTypePath('RNG')).toBe('/electron');
    expect(vendorEntryPath('FISH', 'JDB Fish')).toBe('/fish?page=JDB%20Fish');
  });
});
