import { loadScriptOnce } from './load-script';
import type { Pixel } from './pixel';

export const TIKTOK_PIXEL_SRC = 'https://analytics.tiktok.com/i18n/pixel/events.js';

/** The methods TikTok's snippet queues until events.js loads. */
const METHODS = [
  'page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group',
  'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent',
] as const;

type Queue = unknown[] & Record<string, unknown>;
interface Ttq extends Queue {
  methods: readonly string[];
  setAndDefer(target: Queue, method: string): void;
  instance(id: string): Queue;
  load(id: string, options?: object): void;
  _i?: Record<string, Queue>;
  _t?: Record<string, number>;
  _o?: Record<string, object>;
}
interface TiktokWindow {
  TiktokAnalyticsObject?: string;
  ttq?: Ttq;
}

/** TikTok's bootstrap: `ttq` queues [method, ...args] until events.js takes it over. */
function bootstrap(w: TiktokWindow): Ttq {
  if (w.ttq) return w.ttq;
  w.TiktokAnalyticsObject = 'ttq';
  const ttq = [] as unknown as Ttq;
  ttq.methods = METHODS;
  ttq.setAndDefer = (target, method) => {
    target[method] = (...args: unknown[]) => void target.push([method, ...args]);
  };
  for (const method of METHODS) ttq.setAndDefer(ttq, method);
  ttq.instance = (id) => {
    const queue = ttq._i?.[id] ?? ([] as unknown as Queue);
    for (const method of METHODS) ttq.setAndDefer(queue, method);
    return queue;
  };
  ttq.load = (id, options) => {
    const queue = [] as unknown as Queue;
    queue._u = TIKTOK_PIXEL_SRC;
    (ttq._i ??= {})[id] = queue;
    (ttq._t ??= {})[id] = Date.now();
    (ttq._o ??= {})[id] = options ?? {};
    loadScriptOnce(`${TIKTOK_PIXEL_SRC}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
  };
  w.ttq = ttq;
  return ttq;
}

const call = (w: TiktokWindow, method: string, ...args: unknown[]) => {
  const fn = w.ttq?.[method];
  if (typeof fn === 'function') (fn as (...a: unknown[]) => void).apply(w.ttq, args);
};

/** The TikTok pixel as TikTok's snippet installs it: `load` for each id (its script once), then `page()`. */
export function installTiktokPixel(ids: readonly [string, ...string[]]): Pixel {
  const w = window as unknown as TiktokWindow;
  bootstrap(w);
  for (const id of ids) call(w, 'load', id);
  call(w, 'page');
  return {
    pageView: () => call(w, 'page'),
    signUp: () => call(w, 'track', 'CompleteRegistration'),
  };
}
