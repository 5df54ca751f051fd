import {
  LOTTERY_DEFAULT_GAME_CODE,
  LOTTERY_LAUNCH_DEFAULT_LANGUAGE,
  isThaiLotteryGroup,
  lottoModeFor,
  type Language,
  type LottLaunchRequest,
  type LottoMode,
} from '@lotto/contract';

/** The launch areas of spec 2 §4 "Lottery modes"; VN has its own launch (spec 3 Replies). */
export type LotteryArea = 'LOTT' | 'ELOTT' | 'SEA';
export type PlayType = 1 | 2;

/** Play type from a query or game value: 2 is Entertainment, anything else Traditional (1). */
export const parsePlayType = (v: string | number | null | undefined): PlayType => (String(v ?? '').trim() === '2' ? 2 : 1);

/**
 * lottoMode of a launch (spec 2 §4, §9): LOTT 1/2 Traditional/Entertainment, ELOTT the same with the
 * Elott_ prefix, SEA (and the Thai group 9, 10, 11) SEA_Tradition; long_dragon always uses mode 2.
 */
export function lottoModeOf(opts: { area: LotteryArea; playType?: string | number | null; gameCode?: string | null; groupId?: number | string | null }): LottoMode {
  const thai = opts.groupId !== undefined && opts.groupId !== null && String(opts.groupId) !== '' && isThaiLotteryGroup(opts.groupId);
  const area: LotteryArea = thai ? 'SEA' : opts.area;
  return lottoModeFor(area, parsePlayType(opts.playType), opts.gameCode ?? undefined);
}

const GAME_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const GROUP_TAG = /^[A-Za-z0-9_-]{1,32}$/;
const BET_NUMBER = /^\d{1,2}$/;
const MAX_BET_NUMBERS = 20;

/** A launch the lottery pages make, plus what the game frame is told through its URL. */
export interface LotteryLaunchPlan {
  request: LottLaunchRequest;
  /** Query parameters added to value.gameUrl: the picked numbers, the game id, the group tag. */
  frameParams: Record<string, string>;
  /** The game opened, or 'lobby'. */
  gameCode: string;
  /** The numbers of bet_param, already checked. */
  betNumbers: string[];
}

const clean = (v: string | null, re: RegExp): string | null => {
  const t = v?.trim() ?? '';
  return re.test(t) ? t : null;
};

/** bet_param: comma-joined picked numbers (spec 2 §2); anything malformed is dropped as a whole. */
export function parseBetParam(raw: string | null): string[] {
  if (!raw) return [];
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length > MAX_BET_NUMBERS || !parts.every((p) => BET_NUMBER.test(p))) return [];
  return parts;
}

/**
 * /lottery, /lott and /elott query handling (spec 2 §2): gameCode with playType, or gameId with
 * gameCode, opens that game; bet_param carries picked numbers; lottoGameGroup opens a group (the
 * Thai group launches SEA); nothing opens the lobby.
 */
export function planLotteryLaunch(search: URLSearchParams, area: LotteryArea, language: Language = LOTTERY_LAUNCH_DEFAULT_LANGUAGE): LotteryLaunchPlan {
  const gameCode = clean(search.get('gameCode'), GAME_CODE);
  const gameId = clean(search.get('gameId'), /^\d{1,12}$/);
  const group = clean(search.get('lottoGameGroup'), GROUP_TAG);
  const sea = area === 'SEA' || search.get('prizeMode')?.toUpperCase() === 'SEA' || (group !== null && isThaiLotteryGroup(group));
  const launchArea: LotteryArea = sea ? 'SEA' : area;
  const code = gameCode ?? LOTTERY_DEFAULT_GAME_CODE;
  const betNumbers = parseBetParam(search.get('bet_param'));

  const request: LottLaunchRequest = {
    launchMode: 'LOTT',
    lottoMode: lottoModeOf({ area: launchArea, playType: search.get('playType'), gameCode: code }),
    lottoGameCode: code,
    language,
  };
  // the SEA lobby is asked with prizeMode SEA and its game code (spec 2 §7)
  if (launchArea === 'SEA') request.prizeMode = 'SEA';

  const frameParams: Record<string, string> = {};
  if (gameCode && gameId) frameParams.gameId = gameId;
  if (gameCode) frameParams.playType = String(parsePlayType(search.get('playType')));
  if (betNumbers.length) frameParams.bet_param = betNumbers.join(',');
  if (group) frameParams.lottoGameGroup = group;
  return { request, frameParams, gameCode: code, betNumbers };
}

/**
 * /vnLottery and /vnlottery (spec 2 §4 "Lottery VN launch", spec 3 Replies): the betting view of
 * gameCode, or the lobby view when there is no code or the code is lobby.
 */
export function planVnLaunch(search: URLSearchParams, language: Language = LOTTERY_LAUNCH_DEFAULT_LANGUAGE): LotteryLaunchPlan {
  const gameCode = clean(search.get('gameCode'), GAME_CODE);
  const lobby = !gameCode || gameCode.toLowerCase() === LOTTERY_DEFAULT_GAME_CODE;
  const code = lobby ? LOTTERY_DEFAULT_GAME_CODE : gameCode;
  const prize = clean(search.get('lottoPrizeMode') ?? search.get('prizeMode'), GROUP_TAG);
  const label = search.get('labelName')?.trim().slice(0, 64);
  const request: LottLaunchRequest = {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    device: 'WEB',
    lottoView: lobby ? 'lobby' : 'betting',
    hasLobby: true,
    lottoGameCode: code,
    language,
  };
  if (prize) request.lottoPrizeMode = prize;
  if (label) request.labelName = label;
  return { request, frameParams: {}, gameCode: code, betNumbers: [] };
}

/** value.gameUrl with the frame parameters added (absolute or same-origin path in, same kind out). */
export function frameUrl(gameUrl: string, params: Record<string, string>): string {
  if (!Object.keys(params).length) return gameUrl;
  const base = 'http://frame.invalid';
  const u = new URL(gameUrl, base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.origin === base ? `${u.pathname}${u.search}${u.hash}` : u.href;
}

/** Only http(s) or same-origin paths may be framed (the trend page takes its URL from the query). */
export function isFrameableUrl(raw: string | null | undefined): raw is string {
  if (!raw) return false;
  const v = raw.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}
