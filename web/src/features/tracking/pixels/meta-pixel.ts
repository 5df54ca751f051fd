import { loadScriptOnce } from './load-script';
import type { Pixel } from './pixel';

export const META_PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}
interface MetaWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
}

/** Meta's bootstrap: a queue fbevents.js takes over once it loads (its `callMethod`). */
function bootstrap(w: MetaWindow): Fbq {
  if (w.fbq) return w.fbq;
  // fbevents.js replays the queued Arguments objects, as the snippet pushes them
  function stub() {
    // eslint-disable-next-line prefer-rest-params
    if (fbq.callMethod) fbq.callMethod(...(arguments as unknown as unknown[]));
    // eslint-disable-next-line prefer-rest-params
    else fbq.queue.push(arguments);
  }
  const fbq = stub as Fbq;
  w._fbq ??= fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  w.fbq = fbq;
  return fbq;
}

/** The Meta pixel as Meta's snippet installs it: the script once, `init` for each id, then a PageView. */
export function installMetaPixel(ids: readonly [string, ...string[]]): Pixel {
  const w = window as unknown as MetaWindow;
  bootstrap(w);
  loadScriptOnce(META_PIXEL_SRC);
  for (const id of ids) w.fbq?.('init', id);
  w.fbq?.('track', 'PageView');
  return {
    pageView: () => w.fbq?.('track', 'PageView'),
    signUp: () => w.fbq?.('track', 'CompleteRegistration'),
  };
}
