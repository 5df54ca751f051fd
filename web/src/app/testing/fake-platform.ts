import { vi } from 'vitest';
import type { SiteSettings, SystemStatus, Templates } from '@lotto/contract';
import { LANGUAGES } from '@lotto/contract';

/** Test fixtures and a fetch stub answering the system calls the shell makes (the test edge only). */
export const DEMO_SETTINGS: SiteSettings = {
  merchantCode: 'demo',
  siteName: 'Demo Lotto',
  logoUrl: '',
  theme: { mode: 'dark', colors: { accent: '#f5b301' }, radius: '12px', fontFamily: 'Inter' },
  languages: [...LANGUAGES],
  defaultLanguage: 'CN',
  currency: 'CNY',
  menu: [
    { key: 'Index', path: '/' },
    { key: 'LOTT', path: '/lottery' },
    { key: 'Promotion', path: '/promotion' },
  ],
  GEETEST_ID: '',
  GEETEST_VERSION: 'v4',
  PROFILE_ICON_COUNT: 9,
  loginPop: false,
  whitelabel: {},
  encryptionPublicKey: 'key',
};

export const LUCKY_SETTINGS: SiteSettings = {
  ...DEMO_SETTINGS,
  merchantCode: 'lucky',
  siteName: 'Lucky Star',
  theme: { mode: 'light', colors: { accent: '#0e7c66' }, radius: '8px', fontFamily: 'Noto Sans' },
  languages: ['EN', 'TH', 'VI', 'ID'],
  defaultLanguage: 'EN',
};

export const OK_STATUS: SystemStatus = {
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
  location: { ip: '203.0.113.7', countryCode: 'TH' },
  info: {
    register: {},
    whitelabelVal: {},
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/room', title: 'Live chat' }],
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    resources: [],
    domainRoute: [],
    mainDomain: 'localhost',
    analytics: {},
  },
};

export const TEMPLATES: Templates = {
  footer: { copyright: '© Demo Lotto', licences: ['DGA-0001'], links: [{ key: 'terms', url: '/help#terms' }] },
  agreementHtml: '',
};

export interface FakePlatform {
  settings: SiteSettings;
  status: SystemStatus;
  templates: Templates;
  routers: { customerService: SystemStatus['info']['customerService']; domainList: string[] };
  domainRoutes: { domainName: string }[];
  /** Answers a ping to another origin; default: every domain answers at once. */
  ping: (origin: string) => Promise<Response>;
  /** Error envelope per path, e.g. `{ '/wps/system/settings/consolidated': { status: 503, errorCode: 'x' } }`. */
  failures: Record<string, { status: number; errorCode?: string; message?: string }>;
  /** Every request as `METHOD path?query` (origin included for other hosts). */
  calls: string[];
}

const envelope = (value: unknown, status = 200) =>
  new Response(JSON.stringify({ success: status < 400, value }), { status, headers: { 'Content-Type': 'application/json' } });

export function installFakePlatform(overrides: Partial<Omit<FakePlatform, 'calls'>> = {}): FakePlatform {
  const platform: FakePlatform = {
    settings: DEMO_SETTINGS,
    status: OK_STATUS,
    templates: TEMPLATES,
    routers: { customerService: OK_STATUS.info.customerService, domainList: [] },
    domainRoutes: [],
    ping: (origin) =>
      origin.includes('dead') ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(envelope({ speed: '1', serverTime: Date.now() })),
    failures: {},
    calls: [],
    ...overrides,
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const sameOrigin = !/^https?:\/\//.test(raw);
    platform.calls.push(`${init?.method ?? 'GET'} ${sameOrigin ? '' : url.origin}${url.pathname}${url.search}`);
    if (!sameOrigin && url.origin !== 'http://localhost') return platform.ping(url.origin);
    const failure = platform.failures[url.pathname];
    if (failure) {
      return new Response(JSON.stringify({ success: false, errorCode: failure.errorCode, message: failure.message ?? '' }), {
        status: failure.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    switch (url.pathname) {
      case '/wps/system/settings/consolidated':
        return envelope(platform.settings);
      case '/wps/system/status':
        return envelope(platform.status);
      case '/wps/system/templates':
        return envelope(platform.templates);
      case '/wps/system/routers':
        return envelope(platform.routers);
      case '/wps/system/domainRoute':
        return envelope(platform.domainRoutes);
      case '/wps/system/test/ping':
        return envelope({ speed: url.searchParams.get('speed') ?? '0', serverTime: Date.now() });
      default:
        return new Response(JSON.stringify({ success: false, errorCode: 'not_found', message: 'not found' }), { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetchStub);
  return platform;
}
