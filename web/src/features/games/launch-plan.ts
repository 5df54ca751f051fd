import {
  ALB_PLAYER_DELAY_MS,
  CLIENT_TYPE,
  CONFIRM_TRANS,
  FORCE_EN_ON_ID_VENDORS,
  GAME_ACCOUNT_TYPE,
  gamePlatformFor,
  isTrialAccount,
  type GamePlatform,
  type Language,
  type Resource,
} from '@lotto/contract';

/** What a launch needs to know about a game or a vendor card (spec 2 §3 "Game", "Game card"). */
export interface LaunchableGame {
  gameId?: string | null;
  roomId?: string | null;
  nodeId?: string | null;
  vassalage: string;
  gameType: string;
  accountTypeName?: string;
  displayName?: string;
  /** Vendor setting: true opens a new window, false the in-page frame (/seamless). */
  appNewWindow?: boolean;
  /** Vendor setting: an alternate game window, the site's player page (/player) on the start-game URL. */
  playerPage?: boolean;
  /** A VASSALAGE card stands for the vendor, not one game. */
  isGame?: 'game' | 'VASSALAGE';
}

export interface LaunchContext {
  /** A session token is stored. */
  loggedIn: boolean;
  isAgent: string | null;
  language: Language;
  merchantCode: string | null;
  /** Providers with a lobby of their own (GAME_LOBBY resources of the site status). */
  lobbies?: readonly ProviderLobby[];
}

/** A provider's own game lobby (spec 2 §4), from a GAME_LOBBY resource. */
export interface ProviderLobby {
  /** The vendor (vassalage) whose card opens it. */
  provider: string;
  url: string;
  /** A visitor without a session may enter (free play); else the login gate. */
  allowGuest: boolean;
}

/**
 * Where a launched game is shown (spec 2 §4): a new window on the vendor's address, an alternate
 * game window (the site's player page on the start-game URL), the in-page frame, or the trial frame.
 */
type LaunchTarget = 'window' | 'player' | 'frame' | 'trial';
type RealTarget = Exclude<LaunchTarget, 'trial'>;

export type LaunchRefusal = 'in_sorry_in' | 'in_need_true_account' | 'in_stay_tuned';

export interface RealLaunchRequest {
  launchMode: 'GLS';
  gameId?: string;
  nodeId: string;
  roomId?: string;
  accountType: 0 | 1;
  confirmTrans: 0;
  vassalage: string;
  platform: GamePlatform;
  clientType: 3;
  language: Language;
  merchantCode?: string;
}

export interface TrialLaunchRequest {
  nodeId: string;
  gameId?: string;
  platform: GamePlatform;
  language: Language;
}

export type LaunchPlan =
  | { kind: 'refuse'; code: LaunchRefusal }
  /** A vendor card of the slot type opens our own lobby page for that vendor. */
  | { kind: 'lobby'; path: string }
  /** A provider with a lobby of its own: opened signed in (with an stoken) or as a guest. */
  | { kind: 'provider-lobby'; provider: string; url: string; signIn: boolean; language: Language }
  | { kind: 'real'; target: RealTarget; request: RealLaunchRequest; language: Language; playerDelayMs: number }
  | { kind: 'trial'; target: 'trial'; request: TrialLaunchRequest; language: Language };

/**
 * Where a real game opens: ALB always opens a player page (spec 2 §4, after its 300 ms delay), as
 * does every game of a vendor set to alternate windows; else a window or the in-page frame.
 */
function realTarget(game: LaunchableGame): RealTarget {
  if (game.playerPage || game.vassalage === 'ALB') return 'player';
  return game.appNewWindow ? 'window' : 'frame';
}

/** Slot-type games have a lobby page of their own (/electron?page=). */
const SLOT_TYPES = new Set(['RNG']);

/** Spec 2 §4: JDB, AE and DG get English when the site language is ID. */
export function launchLanguage(vassalage: string, language: Language): Language {
  return language === 'ID' && (FORCE_EN_ON_ID_VENDORS as readonly string[]).includes(vassalage) ? 'EN' : language;
}

/**
 * The launch rules of spec 2 §4 as one pure function: a provider's own lobby (GAME_LOBBY resource:
 * signed in for a real account, as a guest when allowGuest, else the gating), gating (token, not
 * type 4), vendor lobby cards, missing ids (in_stay_tuned), platform flash, forced English, ALB's player delay and the
 * window, alternate window (player page) or frame the vendor setting picks. Free trial needs no login (spec 2 §6: guests may use free play).
 */
export function launchPlan(game: LaunchableGame, ctx: LaunchContext, mode: 'real' | 'trial' = 'real'): LaunchPlan {
  const lobby = mode === 'real' && game.isGame === 'VASSALAGE' ? ctx.lobbies?.find((l) => l.provider === game.vassalage) : undefined;
  if (lobby) {
    const realAccount = ctx.loggedIn && !isTrialAccount(ctx.isAgent);
    // A real account signs in; anyone else enters as a guest when the setting allows it, else meets the gate below.
    if (realAccount || lobby.allowGuest) {
      return { kind: 'provider-lobby', provider: lobby.provider, url: lobby.url, signIn: realAccount, language: launchLanguage(game.vassalage, ctx.language) };
    }
  }
  if (mode === 'real') {
    if (!ctx.loggedIn) return { kind: 'refuse', code: 'in_sorry_in' };
    if (isTrialAccount(ctx.isAgent)) return { kind: 'refuse', code: 'in_need_true_account' };
  }
  if (mode === 'real' && game.isGame === 'VASSALAGE' && SLOT_TYPES.has(game.gameType) && game.accountTypeName) {
    return { kind: 'lobby', path: `/electron?page=${encodeURIComponent(game.accountTypeName)}` };
  }
  const gameId = game.gameId || undefined;
  const roomId = game.roomId || undefined;
  if ((!gameId && !roomId) || !game.nodeId) return { kind: 'refuse', code: 'in_stay_tuned' };
  const language = launchLanguage(game.vassalage, ctx.language);
  const platform = gamePlatformFor(game.vassalage, game.gameType);
  if (mode === 'trial') {
    return { kind: 'trial', target: 'trial', language, request: { nodeId: game.nodeId, gameId, platform, language } };
  }
  return {
    kind: 'real',
    target: realTarget(game),
    language,
    playerDelayMs: game.vassalage === 'ALB' ? ALB_PLAYER_DELAY_MS : 0,
    request: {
      launchMode: 'GLS',
      gameId,
      nodeId: game.nodeId,
      roomId,
      accountType: GAME_ACCOUNT_TYPE.real,
      confirmTrans: CONFIRM_TRANS,
      vassalage: game.vassalage,
      platform,
      clientType: CLIENT_TYPE,
      language,
      merchantCode: ctx.merchantCode ?? undefined,
    },
  };
}

/** The play address of a launch answer: game_url, else game_url2 (spec 3 Replies); null answers game_maintenance. */
export function playUrlOf(reply: unknown): string | null {
  if (!reply || typeof reply !== 'object') return null;
  const r = reply as { content?: { game_url?: string; game_url2?: string }; gameUrl?: string };
  return r.content?.game_url || r.content?.game_url2 || r.gameUrl || null;
}

/** The page path a game type lives at: the lowercased type name (spec 2 §2); slots go to the slot lobby. */
export function gameTypePath(gameType: string): string {
  const t = gameType.toLowerCase();
  return t === 'rng' ? '/electron' : `/${t}`;
}

/** A vendor entry of a menu: the type page with ?page={accountTypeName} (spec 2 §2). */
export function vendorEntryPath(gameType: string, accountTypeName: string): string {
  return `${gameTypePath(gameType)}?page=${encodeURIComponent(accountTypeName)}`;
}

/** The providers' lobbies among the site's resources: GAME_LOBBY entries with a provider and an address. */
export function providerLobbiesOf(resources: readonly Resource[] | undefined): ProviderLobby[] {
  return (resources ?? []).flatMap((r) =>
    r.resourceType === 'GAME_LOBBY' && r.provider && r.url.trim() ? [{ provider: r.provider, url: r.url.trim(), allowGuest: r.allowGuest === true }] : [],
  );
}

/**
 * The lobby address (spec 2 §4): the resource's URL with the site language and, signed in, the
 * single-use stoken (docs/decisions/0004-provider-lobby-sign-on.md). Its own query and fragment stay.
 */
export function providerLobbyAddress(url: string, params: { language: Language; stoken?: string }): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const query = new URLSearchParams({ lang: params.language, ...(params.stoken ? { stoken: params.stoken } : {}) });
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}${fragment}`;
}
