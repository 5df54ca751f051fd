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
  /** A VASSALAGE card stands for the vendor, not one game. */
  isGame?: 'game' | 'VASSALAGE';
}

export interface LaunchContext {
  /** A session token is stored. */
  loggedIn: boolean;
  isAgent: string | null;
  language: Language;
  merchantCode: string | null;
}

/** Where a launched game is shown (spec 2 §4): a new window, the in-page frame, or the trial frame. */
export type LaunchTarget = 'window' | 'frame' | 'trial';

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
  | { kind: 'real'; target: 'window' | 'frame'; request: RealLaunchRequest; language: Language; playerDelayMs: number }
  | { kind: 'trial'; target: 'trial'; request: TrialLaunchRequest; language: Language };

/** Slot-type games have a lobby page of their own (/electron?page=). */
const SLOT_TYPES = new Set(['RNG']);

/** Spec 2 §4: JDB, AE and DG get English when the site language is ID. */
export function launchLanguage(vassalage: string, language: Language): Language {
  return language === 'ID' && (FORCE_EN_ON_ID_VENDORS as readonly string[]).includes(vassalage) ? 'EN' : language;
}

/**
 * The launch rules of spec 2 §4 as one pure function: gating (token, not type 4), vendor lobby
 * cards, missing ids (in_stay_tuned), platform flash, forced English, ALB's player delay and the
 * window or frame the vendor setting picks. Free trial needs no login (spec 2 §6: guests may use free play).
 */
export function launchPlan(game: LaunchableGame, ctx: LaunchContext, mode: 'real' | 'trial' = 'real'): LaunchPlan {
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
    target: game.appNewWindow ? 'window' : 'frame',
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
