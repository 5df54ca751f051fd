import { PING_TIMEOUT_MS, SPEED_IMAGE_PATH } from '@lotto/contract';
import { toBaseUrl } from './domain-retry';

export { SPEED_RETEST_DELAY_MS, speedClass as classifySpeed, type SpeedClass } from '@lotto/contract';

/**
 * Loads the speed image of a line (`<base>/res/logo.png`, spec 2 §9) as an image, which needs no
 * CORS and carries no session: resolves when it loaded, rejects when it failed or took longer than
 * the ping timeout. A fresh query each time, so no cache answers for the line.
 */
export function loadSpeedImage(baseUrl: string, timeoutMs: number = PING_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const timer = setTimeout(() => finish(new Error('speed image timed out')), timeoutMs);
    function finish(err?: Error) {
      clearTimeout(timer);
      img.onload = img.onerror = null;
      if (err) {
        img.src = '';
        reject(err);
      } else resolve();
    }
    img.onload = () => finish();
    img.onerror = () => finish(new Error('speed image failed'));
    img.src = `${baseUrl}${SPEED_IMAGE_PATH}?t=${Date.now()}`;
  });
}

/** Time in ms (at least 1) for `probe` to answer from the domain's base url, or 0 when it did not. */
export async function measureDomain(
  domain: string,
  probe: (baseUrl: string) => Promise<unknown> = loadSpeedImage,
  now: () => number = () => performance.now(),
): Promise<number> {
  const started = now();
  try {
    await probe(toBaseUrl(domain));
    return Math.max(1, Math.round(now() - started));
  } catch {
    return 0;
  }
}
