import { FLAGS, LANGUAGES, type AREA_KEYS, type FieldRules, type Flag, type MenuItem, type Resource } from '@lotto/contract';
import type { NewMerchantRow } from '../schema/index.js';

/** One merchant's seed: its row and the rows that hang off it. */
export interface MerchantSeed {
  merchant: NewMerchantRow;
  domains: { host: string; isPrimary?: boolean; listed?: boolean }[];
  customerService: { csType: string; csPosition?: string; path: string; title: string; target?: string; type?: string }[];
  resources: Resource[];
  domainRoutes: { domainName: string; speed?: number }[];
  countries: { countryCode: string; countryDialingCode: string; currency: string }[];
}

/**
 * The page of each area key (spec 2 §2) that this site has built. An area whose page is not built
 * yet (East Asia, members, activities, promotions, download, help, service, VIP, points) has no
 * path here and stays out of every seeded menu until it is: a menu entry never leads to the
 * not-found page or a placeholder. The labels are the site's: ESPORTS reads "Sports", EATHLETICS
 * "E-sports".
 */
const menuPath = {
  Index: '/',
  LOTT: '/lottery',
  ELOTT: '/elott',
  ESPORTS: '/sports',
  EATHLETICS: '/esports',
} as const satisfies Partial<Record<(typeof AREA_KEYS)[number], string>>;
type BuiltArea = keyof typeof menuPath;
const menuOf = (keys: readonly BuiltArea[]): MenuItem[] => keys.map((key) => ({ key, path: menuPath[key] }));

const flagsOf = (off: readonly Flag[]): Record<string, boolean> =>
  Object.fromEntries(FLAGS.map((f) => [f, !off.includes(f)]));

/** A self-contained SVG logo so the demo needs no outside host (CSP allows data: images). */
function logo(text: string, accent: string, fg: string): string {
  // wide enough for the name in any bold sans-serif the browser has (DejaVu Sans runs wider than Arial)
  const width = 42 + Math.ceil(text.length * 13);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<rect x="0" y="4" width="32" height="32" rx="8" fill="${accent}"/>` +
    `<text x="16" y="27" font-family="Arial,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${text[0]}</text>` +
    `<text x="42" y="27" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="${fg}">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Realistic registration rules (spec 1 §3 "Field rule", §5); `*` accepts anything. */
const registerRules = (mobileRequired: boolean): FieldRules => ({
  username: { patternId: 'ALNUM', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 13, required: true, enabled: true, message: 'username_rule' },
  password: { patternId: 'ALNUM', acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', minLength: 6, maxLength: 16, required: true, enabled: true, message: 'password_rule' },
  verifyPwd: { acceptedPattern: '*', minLength: 6, maxLength: 16, required: true, enabled: true },
  payeeName: { acceptedPattern: '*', minLength: 2, maxLength: 30, required: false, enabled: true },
  paymentPassword: { patternId: 'DIGIT', acceptedPattern: '^\\d+$', minLength: 6, maxLength: 6, required: false, enabled: false },
  mobileNum: { patternId: 'DIGIT', acceptedPattern: '^\\d+$', minLength: 10, maxLength: 16, required: mobileRequired, enabled: true, message: 'error_phone_number_limit' },
  verificationCode: { acceptedPattern: '*', minLength: 1, maxLength: 10, required: false, enabled: true, message: 'enter_verification_code' },
  qqNum: { patternId: 'DIGIT', acceptedPattern: '^\\d+$', minLength: 5, maxLength: 12, required: false, enabled: false },
  email: { patternId: 'EMAIL', acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', minLength: 5, maxLength: 64, required: false, enabled: true },
  line: { acceptedPattern: '*', minLength: 1, maxLength: 32, required: false, enabled: false },
  facebook: { acceptedPattern: '*', minLength: 1, maxLength: 64, required: false, enabled: false },
  whatsapp: { patternId: 'DIGIT', acceptedPattern: '^\\d+$', minLength: 6, maxLength: 16, required: false, enabled: false },
  idNumber: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 20, required: false, enabled: false },
  nickname: { acceptedPattern: '*', minLength: 2, maxLength: 16, required: false, enabled: true },
  recommenderId: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 1, maxLength: 20, required: false, enabled: true },
});

const COUNTRIES = [
  { countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' },
  { countryCode: 'HK', countryDialingCode: '852', currency: 'HKD' },
  { countryCode: 'TW', countryDialingCode: '886', currency: 'TWD' },
  { countryCode: 'TH', countryDialingCode: '66', currency: 'THB' },
  { countryCode: 'VN', countryDialingCode: '84', currency: 'VND' },
  { countryCode: 'ID', countryDialingCode: '62', currency: 'IDR' },
  { countryCode: 'MY', countryDialingCode: '60', currency: 'MYR' },
  { countryCode: 'PH', countryDialingCode: '63', currency: 'PHP' },
  { countryCode: 'JP', countryDialingCode: '81', currency: 'JPY' },
  { countryCode: 'KR', countryDialingCode: '82', currency: 'KRW' },
  { countryCode: 'IN', countryDialingCode: '91', currency: 'INR' },
  { countryCode: 'BR', countryDialingCode: '55', currency: 'BRL' },
  { countryCode: 'US', countryDialingCode: '1', currency: 'USD' },
];

export const DEMO: MerchantSeed = {
  merchant: {
    code: 'demo',
    name: 'Demo Lotto',
    flags: flagsOf([]),
    siteSettings: {
      siteName: 'Demo Lotto',
      logoUrl: logo('Demo Lotto', '#f5b301', '#f4f5f7'),
      mainDomain: 'localhost',
      imageCDNs: [],
      launchGameCDNs: [],
      analytics: {},
    },
    theme: {
      mode: 'dark',
      colors: {
        background: '#0f1117',
        surface: '#171a23',
        surfaceRaised: '#1f2330',
        border: '#2b3040',
        text: '#f4f5f7',
        textMuted: '#9aa1b2',
        accent: '#f5b301',
        accentContrast: '#161200',
        success: '#22c55e',
        warning: '#f59e0b',
        danger: '#ef4444',
      },
      radius: '12px',
      fontFamily: "Inter, 'Noto Sans', system-ui, sans-serif",
    },
    languages: [...LANGUAGES],
    defaultLanguage: 'CN',
    currency: 'CNY',
    menu: menuOf(['Index', 'LOTT', 'ELOTT', 'ESPORTS', 'EATHLETICS']),
    templates: {
      footer: {
        copyright: '© Demo Lotto. Play responsibly. 18+',
        licences: ['Demo Gaming Authority licence DGA-0001'],
        links: [
          { key: 'about', url: '/help#about' },
          { key: 'terms', url: '/help#terms' },
          { key: 'privacy', url: '/help#privacy' },
          { key: 'responsible', url: '/help#responsible' },
        ],
      },
      // One html string per merchant: templates have no language dimension (system.templates serves them as stored).
      agreementHtml:
        '<h2>Demo Lotto user agreement</h2>' +
        '<p>By opening an account with Demo Lotto you confirm that you are at least 18 years old, that online gaming is legal where you live, and that the details you give are true and your own. You may hold one account only.</p>' +
        '<p>You keep your password and payment password private; activity under your login counts as yours. Deposits and withdrawals use payment channels in your own name, and we may ask for proof of identity before paying out.</p>' +
        '<p>Every promotion has its own rules and may carry a wagering requirement; abuse of promotions, such as several accounts for one person, voids the bonus and its winnings. Lottery draws use a certified random number generator whose seeds are committed before sales close and published after the draw.</p>' +
        '<p>We keep your account, transaction and sign-in records to run and protect your account and to meet our legal duties, as the privacy policy in the help centre explains. Deposit limits, time-outs and self-exclusion are set by customer service on request.</p>' +
        '<p>Demo Lotto operates under the Demo Gaming Authority licence DGA-0001. The full terms and conditions are in the help centre; we may suspend an account that breaks them, after telling you why.</p>',
    },
    registerRules: registerRules(false),
    loginPop: true,
    geetestId: 'demo-geetest-id',
    geetestVersion: 'v4',
    profileIconCount: 9,
  },
  domains: [
    { host: 'localhost', isPrimary: true },
    { host: '127.0.0.1' },
  ],
  customerService: [
    { csType: 'TELEGRAM', csPosition: 'RIGHT', path: 'https://t.me/demolotto_support', title: 'Telegram', target: '_blank' },
    { csType: 'EMAIL', csPosition: 'FOOTER', path: 'mailto:support@demo-lotto.test', title: 'E-mail support' },
  ],
  resources: [
    // No native app: the iOS and Android "apps" are this site added to the home screen; the links
    // lead to the download page's install guide for each (web/src/features/download).
    { resourceType: 'IOS', url: '/download#install-ios' },
    { resourceType: 'Android', url: '/download#install-android' },
    { resourceType: 'H5', url: '/' },
    { resourceType: 'SpeedTest', url: '/speedTest' },
    { resourceType: 'WECHAT', url: 'demolotto' },
    { resourceType: 'QQ', url: '800800800' },
    { resourceType: 'SKYPE', url: 'live:demolotto' },
    { resourceType: 'ZALO', url: 'https://zalo.me/demolotto' },
    // Kaiyuan Cards' card opens the provider's own lobby (the demo vendor serves it), guests included.
    { resourceType: 'GAME_LOBBY', url: '/vendor/demo/lobby/demo/KY', provider: 'KY', allowGuest: true },
  ],
  // Host names as a merchant configures them; the site reaches them with its own scheme and port.
  domainRoutes: [{ domainName: 'localhost' }, { domainName: '127.0.0.1' }],
  countries: COUNTRIES,
};

export const LUCKY: MerchantSeed = {
  merchant: {
    code: 'lucky',
    name: 'Lucky Star',
    flags: flagsOf([
      'FREEPLAY3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TWITTERLOGIN3', 'LINELOGIN3', 'PTSYS3',
      'GEETEST3', 'GEETESTTEST3', 'GEETESTVCODE3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3',
      'FIREBASECREATEACC3', 'CBS3', 'HOURSAL3', 'RTSALARY3', 'DAILYSALCONT3', 'MANPLAYREB3',
    ]),
    siteSettings: {
      siteName: 'Lucky Star',
      logoUrl: logo('Lucky Star', '#0e7c66', '#14213d'),
      mainDomain: 'lucky.localhost',
      imageCDNs: [],
      launchGameCDNs: [],
      analytics: {},
      // spec 1 §2 #1: one of the merchants whose failed /login continues in the login popup
      loginPopAfterFailure: true,
      // issue 11: a merchant that asks for longer passwords: 10 to 64 characters, any characters
      passwordPolicy: { minLength: 10, maxLength: 64, anyCharacters: true },
    },
    theme: {
      mode: 'light',
      colors: {
        background: '#f7f8fa',
        surface: '#ffffff',
        surfaceRaised: '#ffffff',
        border: '#dde1e8',
        text: '#14213d',
        textMuted: '#5b6475',
        accent: '#0e7c66',
        accentContrast: '#ffffff',
        success: '#15803d',
        warning: '#b45309',
        danger: '#b91c1c',
      },
      radius: '8px',
      fontFamily: "'Noto Sans', 'Noto Sans Thai', system-ui, sans-serif",
    },
    languages: ['EN', 'TH', 'VI', 'ID'],
    defaultLanguage: 'EN',
    currency: 'THB',
    menu: menuOf(['Index', 'LOTT', 'ESPORTS']),
    templates: {
      footer: {
        copyright: '© Lucky Star. 18+ only. Gamble responsibly.',
        licences: [],
        links: [
          { key: 'terms', url: '/help#terms' },
          { key: 'privacy', url: '/help#privacy' },
        ],
      },
      agreementHtml:
        '<h2>Lucky Star membership terms</h2>' +
        '<p>Lucky Star is a demonstration site: it holds no gaming licence and takes no real-money play. By registering you confirm that you are 18 or older and that the details you give are true and your own; one account per person.</p>' +
        '<p>Keep your password private; activity under your login counts as yours. Balances, deposits and withdrawals on this site are demo amounts in THB with no cash value.</p>' +
        '<p>Promotions follow their own rules; abusing them voids the bonus. We keep your account and sign-in records to run and protect your account, as the privacy policy in the help centre explains.</p>' +
        '<p>Deposit limits, time-outs and self-exclusion are set by customer service on request. The full terms are in the help centre; we may suspend an account that breaks them, after telling you why.</p>',
    },
    // the affiliate field shows on its form: prefilled from the URL, else from the site's tracking config (db/seeds/tracking.ts)
    registerRules: { ...registerRules(true), affiliateCode: { acceptedPattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength: 64, required: false, enabled: true } },
    loginPop: false,
    geetestId: '',
    geetestVersion: 'v3',
    profileIconCount: 6,
  },
  domains: [{ host: 'lucky.localhost', isPrimary: true }],
  customerService: [
    { csType: 'LINE', csPosition: 'RIGHT', path: 'https://line.me/R/ti/p/@luckystar', title: 'LINE', target: '_blank' },
  ],
  resources: [
    // Android only (no iOS code on its download page): the site added to the home screen, as above
    { resourceType: 'Android', url: '/download#install-android' },
    { resourceType: 'H5', url: '/' },
    { resourceType: 'SpeedTest', url: '/speedTest' },
  ],
  domainRoutes: [{ domainName: 'lucky.localhost' }],
  countries: COUNTRIES.filter((c) => ['TH', 'VN', 'ID', 'MY', 'PH', 'US'].includes(c.countryCode)),
};

export const MERCHANT_SEEDS: readonly MerchantSeed[] = [DEMO, LUCKY];
