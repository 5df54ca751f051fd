import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaError, captchaErrorKind, loadScript, resetLoadedScripts } from './geetest';

let scripts: HTMLScriptElement[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  resetLoadedScripts();
  scripts = [];
  // the test edge: scripts are captured instead of fetched from the vendor
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GeeTest script loader', () => {
  it('[S1-9.2] [S1-4.10] gives up on a script after 3000 ms and retries once, succeeding on the retry', async () => {
    const p = loadScript('https://captcha.example/gt4.js');
    expect(scripts).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect(scripts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(scripts).toHaveLength(2));
    scripts[1]!.onload?.(new Event('load'));
    await expect(p).resolves.toBeUndefined();
  });

  it('[S1-9.2] [S1-8.21] fails with 60204 "Network failure" when the retry times out too, and tries no third time', async () => {
    const p = loadScript('https://captcha.example/gt.js');
    const caught = p.catch((e: unknown) => e);
    vi.advanceTimersByTime(3000);
    await vi.waitFor(() => expect(scripts).toHaveLength(2));
    vi.advanceTimersByTime(3000);
    const err = await caught;
    expect(err).toBeInstanceOf(CaptchaError);
    expect((err as CaptchaError).code).toBe(60204);
    expect(captchaErrorKind(err)).toBe('network');
    vi.advanceTimersByTime(10_000);
    expect(scripts).toHaveLength(2);
  });

  it('loads a script only once per page', async () => {
    const a = loadScript('https://captcha.example/once.js');
    const b = loadScript('https://captcha.example/once.js');
    expect(a).toBe(b);
    scripts[0]!.onload?.(new Event('load'));
    await a;
    expect(scripts).toHaveLength(1);
  });

  it('[S1-8.21] maps 60205 to network failure and "verify geetest too fast" to the too-fast message', () => {
    expect(captchaErrorKind(new CaptchaError(60205))).toBe('network');
    expect(captchaErrorKind(new CaptchaError('60205'))).toBe('network');
    expect(captchaErrorKind(new Error('verify geetest too fast'))).toBe('tooFast');
    expect(captchaErrorKind(new CaptchaError(50001, 'boom'))).toBe('unknown');
  });
});
