/** Business constants (spec 1 §9, spec 2 §9). Each cites its section. */

export const LANGUAGES = ['CN', 'TW', 'HK', 'EN', 'JA', 'KO', 'ID', 'ES', 'VI', 'TA', 'TH'] as const; // spec 1 §9
export type Language = (typeof LANGUAGES)[number];
export const SITE_DEFAULT_LANGUAGE: Language = 'CN'; // spec 1 §9: CN on the site (zh_CN maps to CN)
export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
/** zh_CN (any case, - or _) is CN; anything else unknown falls back to the site default. */
export function normaliseLanguage(v: string | null | undefined): Language {
  if (!v) return SITE_DEFAULT_LANGUAGE;
  const up = v.trim().toUpperCase().replace('-', '_');
  if (up === 'ZH_CN' || up === 'ZH') return 'CN';
  return isLanguage(up) ? up : SITE_DEFAULT_LANGUAGE;
}
/** The BCP 47 tag of each site language, for `<html lang>` and `lang` attributes (ours). */
export const HTML_LANG: Readonly<Record<Language, string>> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  HK: 'zh-HK',
  EN: 'en',
  JA: 'ja',
  KO: 'ko',
  ID: 'id',
  ES: 'es',
  VI: 'vi',
  TA: 'ta',
  TH: 'th',
};

/** Menu area keys (spec 2 §2). */
export const AREA_KEYS = [
  'Index', 'LOTT', 'ELOTT', 'EastAsia', 'ESPORTS', 'EATHLETICS', 'Members', 'Active', 'Promotion',
  'Download', 'Help', 'Service', 'VIP', 'ACTVTY', 'INTGRAL',
] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

/** Product types (spec 2 §9). */
export const PRODUCT_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP', 'DEPOSIT'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PING_MAX_DOMAINS = 10; // spec 1 §9, spec 2 §9
export const PING_TIMEOUT_MS = 10_000; // spec 1 §9, spec 2 §9
export const BACK_TO_TOP_AFTER_PX = 200; // spec 2 §9
export const DEFAULT_PROFILE_ICON_COUNT = 9; // spec 1 §9
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'; // spec 1 §9, spec 2 §9
export const MONEY_DECIMALS = 2; // spec 1 §9
export const MONEY_ARITHMETIC_PLACES = 20; // spec 2 §9: 20 places, half-up
export const TOAST_DEFAULT_DURATION_MS = 4500; // spec 2 §9
export const TOAST_SPACING_PX = 16; // spec 2 §9
export const TOAST_SLOT_HEIGHT_PX = 94; // spec 2 §9: max(2, floor(height / 94) - 1)
export const LOADER_FALLBACK_MS = 3000; // spec 1 §9, spec 2 §9
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const; // spec 1 §9

// ---------------------------------------------------------------------------------------------
// Spec 1 §9: access and session
// ---------------------------------------------------------------------------------------------

/** Inclusive length bounds of a field. */
export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

export const LOGIN_USERNAME_LENGTH: LengthRange = { min: 6, max: 13 }; // spec 1 §9, §5
export const LOGIN_PASSWORD_LENGTH: LengthRange = { min: 6, max: 16 }; // spec 1 §9, §5
export const LOGIN_MOBILE_LENGTH: LengthRange = { min: 10, max: 16 }; // spec 1 §9, §5: digits
export const SMS_CODE_LENGTH: LengthRange = { min: 1, max: 10 }; // spec 1 §9, §5
export const DIALING_CODE_LENGTH: LengthRange = { min: 1, max: 3 }; // spec 1 §9, §5
export const DEFAULT_PASSWORD_LENGTH: LengthRange = { min: 6, max: 12 }; // spec 1 §5: fallback
export const CONFIGURED_MOBILE_DIGITS = 11; // spec 1 §9, §5: mobile for a code in the configured form

export const PASSWORD_CHANGE_THROTTLE_MS = 3000; // spec 1 §9
export const CAPTCHA_TIMEOUT_MS = 10_000; // spec 1 §9
export const CAPTCHA_RETRIES = 1; // spec 1 §9: one retry after a timeout
export const CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS = 3000; // spec 1 §9
export const CAPTCHA_IMAGE_REFRESH_MIN_INTERVAL_MS = 1000; // spec 1 §9: at most once per second
export const CAPTCHA_ERROR_SCRIPT_TIMEOUT = 60204; // spec 1 §8
export const CAPTCHA_ERROR_RESOURCE_TIMEOUT = 60205; // spec 1 §8

export const SMS_COUNTDOWN_SECONDS_PER_MINUTE = 60; // spec 1 §9: 60 x expiredMinutes
export const SMS_FIXED_COUNTDOWN_S = 120; // spec 1 §9: mobile registration and login SMS
/** Countdown of the configured SMS form: 60 x expiredMinutes seconds (spec 1 §4, §9). */
export const smsCountdownSeconds = (expiredMinutes: number): number =>
  Math.max(0, Math.round(expiredMinutes * SMS_COUNTDOWN_SECONDS_PER_MINUTE));

export const REMEMBER_COOKIE_MAX_AGE_MS = 24 * 60 * 60 * 1000; // spec 1 §9: remember-password and last-user
export const TWO_FACTOR_MODAL_WIDTH_PX = 660; // spec 1 §9
/**
 * The fixed well-known default password (spec 1 §4 Login: "value withheld"; ours: the value the
 * platform gives accounts created without one). Typing it at login forces a password change.
 */
export const WELL_KNOWN_DEFAULT_PASSWORD = 'a123456';
export const TWO_FACTOR_SUCCESS_LOADER_MS = 500; // spec 1 §9
export const POPUP_HELPER_WAIT_MS = 200; // spec 1 §9: wait, reload the window ...
export const POPUP_HELPER_AFTER_RELOAD_MS = 100; // spec 1 §9: ... then wait
export const MONEY_LOCALE = 'en-US'; // spec 1 §9
export const MONEY_LOCALE_BRL = 'pt-BR'; // spec 1 §9
/** Number locale for a currency: pt-BR for BRL, en-US otherwise (spec 1 §9). */
export const moneyLocale = (currency: string | null | undefined): string =>
  currency?.toUpperCase() === 'BRL' ? MONEY_LOCALE_BRL : MONEY_LOCALE;
export const SESSION_KEEPS = ['token', 'wallet', 'whitelabel'] as const; // spec 1 §9
export const SIGN_OUT_KEEPS = ['merchantCode'] as const; // spec 1 §4: sign-out keeps only the merchant code

/** Login kinds (spec 1 §3); `firebase` is the social sign-in type (spec 3). */
export const LOGIN_TYPES = ['username', 'sms', 'mobileNum', 'firebase'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Two-factor methods: E e-mail, G authenticator, S SMS, P payee name (spec 1 §3). */
export const TWO_FACTOR_METHODS = ['E', 'G', 'S', 'P'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
/** Tabs of the two-factor modal, in this order (spec 3 Replies). */
export const TWO_FACTOR_TABS = ['payeeName', 'sms', 'ga', 'email'] as const;
export const TWO_FACTOR_TAB_METHOD = { payeeName: 'P', sms: 'S', ga: 'G', email: 'E' } as const; // spec 1 §3

/** Member-centre pages opened by name (spec 1 §2, spec 2 §2). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter', 'messageV2', 'transferFund', 'depositv2', 'withdraw', 'rewardCenter',
  'missionLeaderboard', 'referral', 'playerRank',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
export const MEMBER_CENTRE_DEFAULT_PAGE: MemberCentrePage = 'securityCenter'; // spec 1 §2
export const AGENT_CENTRE_DEFAULT_PAGE = 'agentTeamOverview'; // spec 1 §2

// isAgent is a string in the session (spec 1 §6, spec 2 §6)
export const ISAGENT_VALUES = ['0', '1', '2', '4', '40', '41', '42'] as const; // spec 2 §6
export type IsAgent = (typeof ISAGENT_VALUES)[number];
export const REAL_ACCOUNT_ISAGENT = ['0', '1', '2'] as const; // spec 1 §6, spec 2 §6
export const TRIAL_ISAGENT = ['4'] as const; // spec 1 §6: in_need_true_account, no games or member pages
export const NON_REAL_ISAGENT = ['4', '40', '41', '42'] as const; // spec 2 §6
export const AGENT_MENU_ISAGENT = ['1', '2', '41', '42'] as const; // spec 1 §6, spec 2 §6
export const SKIP_UNREAD_AND_BALANCE_ISAGENT = ['40', '41', '42', '4'] as const; // spec 1 §6, spec 2 §6
export const CONTRACTS_AND_PAYMENTS_ISAGENT = ['0', '1', '2'] as const; // spec 2 §6: contracts, payment modal, claims
export const REFERRAL_BUTTON_ISAGENT = ['0'] as const; // spec 2 §6
const inSet = (set: readonly string[]) => (isAgent: string | number | null | undefined): boolean =>
  isAgent !== null && isAgent !== undefined && set.includes(String(isAgent));
export const isTrialAccount = inSet(TRIAL_ISAGENT);
export const showsAgentMenu = inSet(AGENT_MENU_ISAGENT);
export const skipsUnreadAndBalance = inSet(SKIP_UNREAD_AND_BALANCE_ISAGENT);
export const loadsContractsAndPayments = inSet(CONTRACTS_AND_PAYMENTS_ISAGENT);

// ---------------------------------------------------------------------------------------------
// Spec 2 §9: catalogue and member features
// ---------------------------------------------------------------------------------------------

export const GAME_POPUP_PAGE_SIZE = 10; // spec 2 §9
export const LOBBY_PAGE_SIZE = 40; // spec 2 §9
export const FAVOURITES_PAGE_SIZE = 40; // spec 2 §9
export const REWARD_LIST_REQUEST_SIZE = 1000; // spec 2 §9
export const REWARDS_SHOWN_PER_TYPE = 3; // spec 2 §9
export const REWARDS_SHOWN_WHEN_FILTERED = 7; // spec 2 §9
export const THUMBNAIL_LOOP_IMAGES = 5; // spec 2 §9
export const REDEEM_RECORD_PAGE_SIZE = 13; // spec 2 §9
export const TRANSACTION_PAGE_SIZE = 12; // spec 2 §9
export const NOTICE_PAGE_SIZE = 10; // spec 2 §9
export const NOTICE_PAGER_WINDOW = 7; // spec 2 §9
export const DRAW_LIST_SIZE = 5; // spec 2 §9
export const QUICK_BET_LIST_SIZE = { min: 5, max: 6 } as const; // spec 2 §2: quick-bet lists show 5 to 6
export const MAX_PAGE_SIZE = 1000; // ours: the largest page the spec asks for (reward list)

export const MAX_DATE_RANGE_DAYS = 30; // spec 2 §9, §5
export const DAY_MS = 86_400_000;
export const END_OF_DAY_OFFSET_MS = 86_399_000; // spec 2 §5: end date adds a day minus 1 second
/** At most 30 days, the end day counted to its last second (spec 2 §5). */
export const MAX_DATE_RANGE_MS = MAX_DATE_RANGE_DAYS * DAY_MS + END_OF_DAY_OFFSET_MS;
export const withinDateRange = (start: number, end: number): boolean => end >= start && end - start <= MAX_DATE_RANGE_MS;
export const POINT_CONVERSION_MIN = 1; // spec 2 §9
export const RATE_PERCENT_DECIMALS = 2; // spec 2 §9: rates shown as percent with 2 decimals

export const BANNER_AUTOPLAY_MS = 2500; // spec 2 §9
export const BANNER_AUTOPLAY_ALT_MS = 3000; // spec 2 §9: the other view
export const BANNER_GROUP_HOME = 'w_home'; // spec 2 §9, §7
export const BANNER_GROUP_PROMOTION = 'w_promotion'; // spec 2 §9, §7
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const; // spec 2 §9, §7
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const HOME_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU'] as const; // spec 2 §7: PR added for promotions
export const POPUP_ANNOUNCEMENT_TYPE = 'PU'; // spec 2 §9
export const ANNOUNCEMENT_PLATFORM = 'W'; // spec 2 §9, §7
export const ANNOUNCEMENT_EXECUTION = 'B'; // spec 2 §7

export const AVAILABLE_PROMOTIONS_POLL_MS = 300_000; // spec 2 §9
export const AVAILABLE_PROMOTION_TYPES = [
  'MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'MISSION_MANUAL',
] as const; // spec 2 §9
export const UNREAD_BADGE_MAX = 99; // spec 2 §4: three dots above 99

export const RAFFLE_COUNTDOWN_STEP_MS = 1000; // spec 2 §9
export const REWARD_BUTTON_DEBOUNCE_MS = 500; // spec 2 §9
export const BALANCE_REFRESH_DELAY_MS = 500; // spec 2 §9
export const BALANCE_REFRESH_DEBOUNCE_MS = 1000; // spec 2 §9
export const INBOX_CHECK_DELAY_MS = 1000; // spec 2 §9
export const INBOX_CHECK_RETRY_MS = 500; // spec 2 §9
export const INBOX_LOOKBACK_DAYS = 7; // spec 2 §9
export const INBOX_SORT = 'sendTime:desc'; // spec 2 §7
export const REFRESH_THROTTLE_MS = 5000; // spec 2 §9
export const COUNTDOWN_TICK_MS = 1000; // spec 2 §9
export const PAYMENT_ITEM_REMOVAL_MS = 500; // spec 2 §9
export const PAYMENT_LIST_MIN_INTERVAL_MS = 250; // spec 2 §9: one request per 250 ms

export const TOAST_PERSIST_DURATION = 0; // spec 2 §9: persistent toasts
export const TOAST_POSITION = 'bottom-right'; // spec 2 §9
export const TOAST_MIN_CONCURRENT = 2; // spec 2 §9
/** Concurrent toasts: max(2, floor(height / 94) - 1) (spec 2 §9). */
export const maxConcurrentToasts = (windowHeight: number): number =>
  Math.max(TOAST_MIN_CONCURRENT, Math.floor(windowHeight / TOAST_SLOT_HEIGHT_PX) - 1);

export const QUICK_BET_NUMBER_COUNT = 5; // spec 2 §9
export const QUICK_GAMES_PER_LIST = 5; // spec 2 §9
export const QUICK_GAMES_FROM_SSC = 3; // spec 2 §9: then 11X5 fills
export const QUICK_GAME_GROUPS = ['SSC', '11X5'] as const; // spec 2 §3
export const SSC_DIGITS = { min: 0, max: 9 } as const; // spec 2 §5
export const ELEVEN_FIVE_NUMBERS = { min: 1, max: 11 } as const; // spec 2 §5: five distinct 01-11
export const HOME_BLOCK_VENDOR_GAMES = 3; // spec 2 §9
export const HOME_BLOCK_POPULAR_LOTTERY = 1; // spec 2 §9
export const HOME_GAME_BLOCKS = ['sports', 'live', 'fish', 'pvp', 'rng', 'lottery'] as const; // spec 2 §2

export const THAI_LOTTERY_GROUP_IDS = [9, 10, 11] as const; // spec 2 §9
export const isThaiLotteryGroup = (groupId: number | string): boolean =>
  (THAI_LOTTERY_GROUP_IDS as readonly number[]).includes(Number(groupId));

/** Lottery launch modes (spec 2 §4, §9; spec 3 Replies). */
export const LOTTERY_MODES = {
  LOTT: { 1: 'Traditional', 2: 'Entertainment' },
  ELOTT: { 1: 'Elott_Traditional', 2: 'Elott_Entertainment' },
  SEA: 'SEA_Tradition',
} as const;
export const LOTTO_MODES = [
  'Traditional', 'Entertainment', 'Elott_Traditional', 'Elott_Entertainment', 'SEA_Tradition',
] as const; // spec 2 §4
export type LottoMode = (typeof LOTTO_MODES)[number];
export const LOTTERY_DEFAULT_MODE: LottoMode = 'Traditional'; // spec 2 §7
export const LOTTERY_DEFAULT_GAME_CODE = 'lobby'; // spec 2 §3
export const LOTTERY_LAUNCH_DEFAULT_LANGUAGE: Language = 'CN'; // spec 2 §3
export const LONG_DRAGON_GAME_CODE = 'long_dragon'; // spec 2 §4: always play type 2
export const LOTTERY_MAX_BET = 50_000; // ours: largest single lottery bet, major units
export const LOTTO_VIEWS = ['betting', 'lobby'] as const; // spec 3 Replies: VN launch
/** lottoMode for an area and play type; long_dragon always uses mode 2 (spec 2 §4). */
export function lottoModeFor(area: 'LOTT' | 'ELOTT' | 'SEA', playType: 1 | 2, gameCode?: string): LottoMode {
  if (area === 'SEA') return LOTTERY_MODES.SEA;
  const type = gameCode === LONG_DRAGON_GAME_CODE ? 2 : playType;
  return LOTTERY_MODES[area][type];
}
/** Play type of a launch's lottoMode, the inverse of lottoModeFor: the Entertainment modes are 2, every other 1 (spec 2 §4). */
export const playTypeOfMode = (lottoMode: string | undefined): 1 | 2 =>
  lottoMode === LOTTERY_MODES.LOTT[2] || lottoMode === LOTTERY_MODES.ELOTT[2] ? 2 : 1;

/** Game categories of the slot lobby filter (spec 2 §2). */
export const GAME_CATEGORIES = ['all', 'video poker', 'table games', 'scratch', 'arcade', 'jackpot'] as const;
export const VENDOR_STRIP_SCROLL_STEP_PX = 150; // spec 2 §2
export const VENDOR_STRIP_SCROLL_AFTER = 8; // spec 2 §2: scrolls with more than 8 vendors

/** Promotion types opening a member-centre page (spec 2 §9). */
export const PROMOTION_TYPE_PAGES = {
  LOGIN: 'rewardCenter',
  REGISTER: 'rewardCenter',
  SAVIOR: 'rewardCenter',
  DEPOSIT_BET_BONUS: 'depositv2',
  MISSION: 'missionLeaderboard',
  REFERRAL: 'referral',
  UPGRADE_BONUS: 'playerRank',
} as const satisfies Record<string, MemberCentrePage>;
/** The member-centre page for a promotion type; every deposit type opens depositv2 (spec 2 §9). */
export function promotionPage(promotionType: string): MemberCentrePage | null {
  if (promotionType in PROMOTION_TYPE_PAGES) {
    return PROMOTION_TYPE_PAGES[promotionType as keyof typeof PROMOTION_TYPE_PAGES];
  }
  return promotionType.startsWith('DEPOSIT') ? 'depositv2' : null;
}

/** Feedback question types (spec 2 §3). */
export const FEEDBACK_QUESTION_TYPES = {
  other_issues: 0,
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
} as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[keyof typeof FEEDBACK_QUESTION_TYPES];
export const FEEDBACK_MAX_LENGTH = 200; // spec 2 §9
export const FEEDBACK_HINT_MIN_LENGTH = 20; // spec 2 §5: hint reads 20 to 200
export const IMAGE_MAX_BYTES = 5_242_880; // spec 2 §9, §5: 5 MB
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const; // spec 2 §5
export const CLAIM_MAX_IMAGES = 3; // spec 2 §9
export const CLAIM_REMARKS_MAX_LENGTH = 140; // spec 2 §5

export const CHAT_WINDOW = { minWidth: 200, maxWidth: 480, minHeight: 280, snapOffset: 72 } as const; // spec 2 §9
export const MINI_GAME_DRAG_DELAY_MS = 150; // spec 2 §9
export const APPLY_REWARD_MODAL_WIDTH_PX = 940; // spec 2 §9
export const PROMOTION_SCROLL_OFFSET_PX = 150; // spec 2 §9
export const PROMOTION_SCROLL_DELAY_MS = 400; // spec 2 §9
/** Support-chat providers whose link carries the account name (spec 2 §4). */
export const CS_PROVIDERS_WITH_ACCOUNT = ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;

export const SPEED_FAST_MAX_MS = 80; // spec 2 §9: 80 or less is fast
export const SPEED_NORMAL_MAX_MS = 150; // spec 2 §9: 81-150 normal, above slow
export const SPEED_RETEST_DELAY_MS = 1000; // spec 2 §9
export const SPEED_IMAGE_PATH = '/res/logo.png'; // spec 2 §9
export type SpeedClass = 'unreachable' | 'fast' | 'normal' | 'slow';
/** Speed-test class of a response time; 0 means unreachable (spec 2 §4). */
export function speedClass(ms: number): SpeedClass {
  if (!(ms > 0)) return 'unreachable';
  if (ms <= SPEED_FAST_MAX_MS) return 'fast';
  if (ms <= SPEED_NORMAL_MAX_MS) return 'normal';
  return 'slow';
}

export const QR_SIZE = 100; // spec 2 §9: points and download page
export const QR_SIZE_LARGE = 200; // spec 2 §9: the other view
export const QR_MARGIN_LARGE = 20; // spec 2 §9
export const STEP_VIEWER_SLIDE_WIDTH_PX = 270; // spec 2 §9
export const IOS_INSTALL_STEP_IMAGES = 6; // spec 2 §2

export const JACKPOT_SEED_MAX = 100_000_000; // spec 2 §9: seeded randomly below this
export const JACKPOT_CURRENCY = 'THB'; // spec 2 §7
export const CLIENT_TYPE = 3; // spec 2 §9
export const GAME_PLATFORMS = ['flash', 'html5-desktop'] as const; // spec 2 §9
export type GamePlatform = (typeof GAME_PLATFORMS)[number];
export const DEFAULT_GAME_PLATFORM: GamePlatform = 'html5-desktop'; // spec 2 §9
export const FLASH_VENDORS = ['PT', 'PTSS', 'DG', 'GPI'] as const; // spec 2 §4: with LIVE or FISH
export const FLASH_GAME_TYPES = ['LIVE', 'FISH'] as const; // spec 2 §4
export const FORCE_EN_ON_ID_VENDORS = ['JDB', 'AE', 'DG'] as const; // spec 2 §4
export const ALB_PLAYER_DELAY_MS = 300; // spec 2 §4
/** Launch platform: flash for PT, PTSS, DG, GPI on LIVE or FISH, else html5 (spec 2 §4). */
export const gamePlatformFor = (vendor: string, gameType: string): GamePlatform =>
  (FLASH_VENDORS as readonly string[]).includes(vendor) && (FLASH_GAME_TYPES as readonly string[]).includes(gameType)
    ? 'flash'
    : DEFAULT_GAME_PLATFORM;
export const GAME_ACCOUNT_TYPE = { free: 0, real: 1 } as const; // spec 2 §3
export const CONFIRM_TRANS = 0; // spec 2 §3
export const BALANCE_TYPE_ID = 0; // spec 1 §7, spec 2 §7
export const POINTS_ACCOUNT_TYPE_ID = 9; // spec 2 §7: ODSFE2_MemTransDet
export const EXCLUDED_TX_TYPE_IDS = [9203] as const; // spec 2 §7
export const WINNER_BOARD_LIMIT = 100; // spec 2 §7
export const WINNER_BOARD_DEFAULT_CATEGORY = 'ALL'; // spec 2 §7
export const HELP_DEVICE = 'WEB'; // spec 2 §7
export const HELP_SEARCH_DEBOUNCE_MS = 300; // spec 2 §9, §5

export const REDEMPTION_STATUSES = ['P', 'R', 'A'] as const; // spec 2 §4
export const REDEEM_TYPES = ['P', 'PM'] as const; // spec 2 §3: points, points plus money
export const CONTRACT_STATUSES = ['P', 'E', 'V'] as const; // spec 2 §4
export const CONTRACT_ACTIONS = ['A', 'R', 'C'] as const; // spec 2 §4
export const RAFFLE_PRIZE_TYPES = ['TICKET', 'POINT', 'BONUS'] as const; // spec 2 §3
export const MONEY_RECEIVED_CHOICES = ['Y', 'N', 'A'] as const; // spec 2 §3: received, not, auto

/** ours: the status codes of the upline's agent account for a transfer to the upline (calls/upline-transfer.ts). */
export const UPLINE_AGENT_STATUS = {
  /** The upline is an agent (isAgent 1 or 2) whose account is active. */
  active: 1,
  /** The upline can take no transfer: its account is locked or disabled, or it is no agent. */
  suspended: 2,
} as const;

/** The rule of spec 2 §6 on what the client knows: toUpline = 1, an agent status known and not 2, and the flag. */
export const uplineTransferAllowed = (toUpline: number | null | undefined, agentStatus: number | null | undefined, flagOn: boolean): boolean =>
  toUpline === 1 && agentStatus !== null && agentStatus !== undefined && agentStatus !== UPLINE_AGENT_STATUS.suspended && flagOn;
