import { describe, expect, it } from 'vitest';
import {
  gameTypePath,
  launchLanguage,
  launchPlan,
  playUrlOf,
  providerLobbiesOf,
  providerLobbyAddress,
  vendorEntryPath,
  type LaunchContext,
  type LaunchableGame,
  type ProviderLobby,
} from './launch-plan';

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

  it('[S2-3.6] [S2-4.1] builds the GLS request: accountType 1, confirmTrans 0, clientType 3, html5 platform', () => {
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

  it('[S2-4.1] opens a new window, an alternate window (player page) or the in-page frame per the vendor setting', () => {
    expect(launchPlan({ ...slot, appNewWindow: true }, player)).toMatchObject({ target: 'window' });
    expect(launchPlan({ ...slot, appNewWindow: false }, player)).toMatchObject({ target: 'frame' });
    expect(launchPlan({ ...slot, appNewWindow: true, playerPage: true }, player)).toMatchObject({ target: 'player', playerDelayMs: 0 });
    expect(launchPlan({ ...slot, appNewWindow: true, playerPage: false }, player)).toMatchObject({ target: 'window' });
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
    expect(launchPlan({ ...slot, vassalage: 'ALB' }, player)).toMatchObject({ target: 'player', playerDelayMs: 300 });
    expect(launchPlan({ ...slot, vassalage: 'ALB', appNewWindow: true }, player)).toMatchObject({ target: 'player', playerDelayMs: 300 });
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

  it('[S2-3.6] [S2-4.1] [S2-8.4] reads game_url, then game_url2; no address means game_maintenance (null)', () => {
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

describe('provider lobby (spec 2 §4: resources setting with single sign-on)', () => {
  const ky: LaunchableGame = { vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE', accountTypeName: 'KY_PVP', gameId: 'ky-lobby', nodeId: 'n-ky' };
  const open: ProviderLobby = { provider: 'KY', url: '/vendor/demo/lobby/demo/KY', allowGuest: true };
  const closed: ProviderLobby = { ...open, allowGuest: false };
  const guest: LaunchContext = { ...player, loggedIn: false, isAgent: null };
  const trialAccount: LaunchContext = { ...player, isAgent: '4' };
  const signedIn = { kind: 'provider-lobby', provider: 'KY', url: open.url, signIn: true, language: 'EN' };
  const asGuest = { ...signedIn, signIn: false };

  it.each<[string, LaunchableGame, LaunchContext, ProviderLobby[], unknown]>([
    ['a player signs in', ky, player, [open], signedIn],
    ['a player signs in when guests are not allowed', ky, player, [closed], { ...signedIn, url: closed.url }],
    ['a guest enters as a guest when allowGuest', ky, guest, [open], asGuest],
    ['a guest meets the login gate when not allowGuest', ky, guest, [closed], { kind: 'refuse', code: 'in_sorry_in' }],
    ['a type 4 account enters as a guest when allowGuest', ky, trialAccount, [open], asGuest],
    ['a type 4 account is refused when not allowGuest', ky, trialAccount, [closed], { kind: 'refuse', code: 'in_need_true_account' }],
    ['another provider launches as before', { ...ky, vassalage: 'PG' }, player, [open], { kind: 'real' }],
    ['a single game of the provider launches as before', { ...ky, isGame: 'game' }, player, [open], { kind: 'real' }],
    ['no lobby setting launches as before', ky, player, [], { kind: 'real' }],
  ])('[S2-4.1] %s', (_name, game, ctx, lobbies, expected) => {
    expect(launchPlan(game, { ...ctx, lobbies })).toMatchObject(expected as object);
  });

  it('[S2-4.1] free trial of the provider card is not the lobby', () => {
    expect(launchPlan(ky, { ...player, lobbies: [open] }, 'trial')).toMatchObject({ kind: 'trial' });
  });

  it('[S2-4.1] asks the lobby for English where the vendor needs it', () => {
    expect(launchPlan({ ...ky, vassalage: 'JDB' }, { ...player, language: 'ID', lobbies: [{ ...open, provider: 'JDB' }] })).toMatchObject({ language: 'EN' });
  });

  it.each([
    ['/vendor/demo/lobby/demo/KY', { language: 'EN' as const, stoken: 'abc_-1' }, '/vendor/demo/lobby/demo/KY?lang=EN&stoken=abc_-1'],
    ['/vendor/demo/lobby/demo/KY', { language: 'CN' as const }, '/vendor/demo/lobby/demo/KY?lang=CN'],
    ['https://lobby.example/sso?site=7#top', { language: 'TH' as const, stoken: 't' }, 'https://lobby.example/sso?site=7&lang=TH&stoken=t#top'],
  ])('[S2-4.1] builds the lobby address of %s', (url, params, expected) => {
    expect(providerLobbyAddress(url, params)).toBe(expected);
  });

  it('[S2-4.1] reads the provider lobbies from the resources', () => {
    expect(
      providerLobbiesOf([
        { resourceType: 'IOS', url: 'https://apps.example/ios' },
        { resourceType: 'GAME_LOBBY', url: ' /lobby/KY ', provider: 'KY', allowGuest: true },
        { resourceType: 'GAME_LOBBY', url: '/lobby/none' },
        { resourceType: 'GAME_LOBBY', url: '  ', provider: 'PG' },
        { resourceType: 'GAME_LOBBY', url: '/lobby/AG', provider: 'AG' },
      ]),
    ).toEqual([
      { provider: 'KY', url: '/lobby/KY', allowGuest: true },
      { provider: 'AG', url: '/lobby/AG', allowGuest: false },
    ]);
    expect(providerLobbiesOf(undefined)).toEqual([]);
  });
});
