import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { CAPTCHA_IMAGE_REFRESH_MIN_INTERVAL_MS, LANGUAGES, captchaCalls } from '@lotto/contract';
import { changeLanguage, i18n } from '../../lib/i18n';
import { CaptchaBox, captchaImageSrc, captchaPassed, captchaPayload, type CaptchaValue } from './captcha-box';
import type { CaptchaMode } from './captcha-settings';
import { resetLoadedScripts } from './geetest';
import { CAPTCHA_PNG, fail, fakePlatform, ok, on } from '../../test/fake-platform';

// the whole suite runs in parallel on a shared machine: give async queries room before calling a failure
configure({ asyncUtilTimeout: 5000 });

const t = (k: string, v?: Record<string, unknown>) => i18n.t(k, { ns: 'verification', ...v });
// the box reads the merchant's captcha settings even when a test gives it a mode: the shell fixtures answer

function Harness({ mode, onChange, resetKey }: { mode?: CaptchaMode; onChange?: (v: CaptchaValue | null) => void; resetKey?: number }) {
  const [v, setV] = useState<CaptchaValue | null>(null);
  return (
    <CaptchaBox
      value={v}
      mode={mode}
      resetKey={resetKey}
      onChange={(x) => {
        setV(x);
        onChange?.(x);
      }}
    />
  );
}

function renderBox(props: Parameters<typeof Harness>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    rerenderWith: (p: Parameters<typeof Harness>[0]) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <Harness {...p} />
        </QueryClientProvider>,
      ),
  };
}

beforeEach(async () => {
  await changeLanguage('EN');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CaptchaBox: image captcha', () => {
  it('[S1-7.19] shows the base64 image from /wps/captcha with the data: prefix and sends what is typed', async () => {
    fakePlatform({ shell: true, replies: [on(captchaCalls.image, ok(CAPTCHA_PNG))] });
    const onChange = vi.fn();
    renderBox({ mode: { kind: 'image' }, onChange });
    const img = await screen.findByRole('img', { name: t('captcha.imageAlt') });
    expect(img).toHaveAttribute('src', `data:image/png;base64,${CAPTCHA_PNG}`);
    fireEvent.change(screen.getByRole('textbox', { name: t('captcha.label') }), { target: { value: ' ab12 ' } });
    expect(onChange).toHaveBeenLastCalledWith({ captcha: 'ab12' });
    fireEvent.change(screen.getByRole('textbox', { name: t('captcha.label') }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('[S1-9.2] refreshes the image at most once per second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const edge = fakePlatform({ shell: true, replies: [on(captchaCalls.image, ok(CAPTCHA_PNG))] });
    renderBox({ mode: { kind: 'image' } });
    await screen.findByRole('img', { name: t('captcha.imageAlt') });
    expect(edge.sent(captchaCalls.image).length).toBe(1);
    const refresh = screen.getByRole('button', { name: t('captcha.refresh') });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    expect(edge.sent(captchaCalls.image).length).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(1000);
      await Promise.resolve();
    });
    expect(edge.sent(captchaCalls.image).length).toBe(2);
  });

  it('[S1-2.11] a new resetKey clears the answer and loads a new image', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const edge = fakePlatform({ shell: true, replies: [on(captchaCalls.image, ok(CAPTCHA_PNG))] });
    const onChange = vi.fn();
    const view = renderBox({ mode: { kind: 'image' }, onChange, resetKey: 0 });
    await screen.findByRole('img', { name: t('captcha.imageAlt') });
    fireEvent.change(screen.getByRole('textbox', { name: t('captcha.label') }), { target: { value: 'abcd' } });
    // past the one-image-per-second window of the first image, so the reset loads at once
    act(() => {
      vi.advanceTimersByTime(CAPTCHA_IMAGE_REFRESH_MIN_INTERVAL_MS + 10);
    });
    view.rerenderWith({ mode: { kind: 'image' }, onChange, resetKey: 1 });
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(edge.sent(captchaCalls.image).length).toBe(2));
    expect(screen.getByRole('textbox', { name: t('captcha.label') })).toHaveValue('');
  });

  it('[S1-2.11] shows an error state with a retry control when the image cannot be loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakePlatform({ shell: true, replies: [on(captchaCalls.image, fail(500, 'internal.error'), ok(CAPTCHA_PNG))] });
    renderBox({ mode: { kind: 'image' } });
    expect(await screen.findByText(t('captcha.imageFailed'))).toBeInTheDocument();
    expect(screen.getByTestId('captcha-box')).toHaveAttribute('data-state', 'error');
    await act(async () => {
      vi.advanceTimersByTime(1000);
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: t('captcha.refresh') }));
    expect(await screen.findByRole('img', { name: t('captcha.imageAlt') })).toBeInTheDocument();
  });

  it('picks the data: type from the bytes and builds the request fields', () => {
    expect(captchaImageSrc('PHN2ZyB4')).toBe('data:image/svg+xml;base64,PHN2ZyB4');
    expect(captchaImageSrc('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(captchaPayload({ captcha: 'x1' })).toEqual({ captcha: 'x1' });
    expect(captchaPayload(null)).toEqual({});
    expect(captchaPassed(null)).toBe(false);
    expect(captchaPassed({ geetest: { geetestChallenge: 'c' } })).toBe(true);
  });
});

// ---------------------------------------------------------------- GeeTest

interface FakeCaptcha {
  ready?: () => void;
  success?: () => void;
  error?: (e: { code: number | string; msg?: string }) => void;
  close?: () => void;
}

/** Installs a fake vendor script: appending it defines initGeetest4/initGeetest and fires load. */
function fakeVendor() {
  const fake: FakeCaptcha = {};
  const obj = {
    onReady: (cb: () => void) => ((fake.ready = cb), obj),
    onSuccess: (cb: () => void) => ((fake.success = cb), obj),
    onError: (cb: FakeCaptcha['error']) => ((fake.error = cb), obj),
    onClose: (cb: () => void) => ((fake.close = cb), obj),
    getValidate: () => ({ lot_number: 'lot', pass_token: 'pass', gen_time: '1700000000', captcha_output: 'out', geetest_challenge: 'ch', geetest_validate: 'va', geetest_seccode: 'sc' }),
    showCaptcha: vi.fn(),
    verify: vi.fn(),
  };
  const init = (_cfg: unknown, cb: (c: typeof obj) => void) => {
    cb(obj);
    queueMicrotask(() => fake.ready?.());
  };
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    Object.assign(window, { initGeetest4: init, initGeetest: init });
    queueMicrotask(() => {
      (node as unknown as HTMLScriptElement).onload?.(new Event('load'));
    });
    return node;
  });
  return { fake, obj };
}

const V4: CaptchaMode = { kind: 'geetest', version: 'v4', captchaId: 'gt-id' };

describe('CaptchaBox: GeeTest slider', () => {
  const ONLINE = { gt: 'g', challenge: 'c', newCaptcha: true, success: 1 };
  beforeEach(() => {
    resetLoadedScripts();
    fakePlatform({ shell: true, replies: [on(captchaCalls.image, ok(CAPTCHA_PNG)), on(captchaCalls.geetest, ok(ONLINE))] });
  });

  it('[S1-2.11] [S1-4.10] goes waiting → success and hands over the v4 result', async () => {
    const { fake, obj } = fakeVendor();
    const onChange = vi.fn();
    renderBox({ mode: V4, onChange });
    fireEvent.click(await screen.findByRole('button', { name: t('captcha.verify') }));
    expect(screen.getByTestId('captcha-box')).toHaveAttribute('data-state', 'verifying');
    await waitFor(() => expect(obj.showCaptcha).toHaveBeenCalled());
    act(() => fake.success?.());
    await waitFor(() => expect(screen.getByTestId('captcha-box')).toHaveAttribute('data-state', 'success'));
    expect(screen.getByRole('status')).toHaveTextContent(t('captcha.success'));
    expect(onChange).toHaveBeenLastCalledWith({
      geetest: { geetestValidateV4: { captcha_id: 'gt-id', lot_number: 'lot', pass_token: 'pass', gen_time: '1700000000', captcha_output: 'out' } },
    });
  });

  it('[S1-2.11] resets to waiting when the slider is closed', async () => {
    const { fake } = fakeVendor();
    const onChange = vi.fn();
    renderBox({ mode: V4, onChange });
    fireEvent.click(await screen.findByRole('button', { name: t('captcha.verify') }));
    await waitFor(() => expect(fake.close).toBeDefined());
    act(() => fake.close?.());
    await waitFor(() => expect(screen.getByTestId('captcha-box')).toHaveAttribute('data-state', 'waiting'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(t('captcha.closed'));
  });

  it('[S1-8.21] shows "Network failure" for 60205 with a retry control that starts again', async () => {
    const { fake, obj } = fakeVendor();
    renderBox({ mode: V4 });
    fireEvent.click(await screen.findByRole('button', { name: t('captcha.verify') }));
    await waitFor(() => expect(fake.error).toBeDefined());
    act(() => fake.error?.({ code: 60205, msg: 'resource timeout' }));
    expect(await screen.findByText(t('captcha.networkFailure'))).toBeInTheDocument();
    expect(screen.getByTestId('captcha-box')).toHaveAttribute('data-state', 'error');
    fireEvent.click(screen.getByRole('button', { name: t('captcha.retry') }));
    await waitFor(() => expect(obj.showCaptcha).toHaveBeenCalledTimes(2));
  });

  it('[S1-4.10] [S1-8.21] rejects a too-fast second verification with its message', async () => {
    const { fake } = fakeVendor();
    renderBox({ mode: V4 });
    fireEvent.click(await screen.findByRole('button', { name: t('captcha.verify') }));
    await waitFor(() => expect(fake.error).toBeDefined());
    act(() => fake.error?.({ code: 'verify_too_fast', msg: 'verify geetest too fast' }));
    expect(await screen.findByText(t('captcha.tooFast'))).toBeInTheDocument();
  });

  it.each(['v3', 'v4'] as const)('[S1-7.19] %s asks /wps/captcha/geetest first and falls back to the image captcha in offline mode', async (version) => {
    fakeVendor();
    fakePlatform({ shell: true, replies: [on(captchaCalls.geetest, ok({ ...ONLINE, success: 0 })), on(captchaCalls.image, ok(CAPTCHA_PNG))] });
    renderBox({ mode: { kind: 'geetest', version, captchaId: 'x' } });
    expect(await screen.findByRole('textbox', { name: t('captcha.label') })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: t('captcha.imageAlt') })).toBeInTheDocument();
  });

  it('falls back to the image captcha when the platform cannot start the slider', async () => {
    fakeVendor();
    fakePlatform({ shell: true, replies: [on(captchaCalls.geetest, fail(503, 'system.maintenance')), on(captchaCalls.image, ok(CAPTCHA_PNG))] });
    renderBox({ mode: V4 });
    expect(await screen.findByRole('img', { name: t('captcha.imageAlt') })).toBeInTheDocument();
  });

  it('v3 sends the challenge, validate and seccode after a pass', async () => {
    const { fake, obj } = fakeVendor();
    fakePlatform({ shell: true, replies: [on(captchaCalls.geetest, ok(ONLINE))] });
    const onChange = vi.fn();
    renderBox({ mode: { kind: 'geetest', version: 'v3', captchaId: 'x' }, onChange });
    fireEvent.click(await screen.findByRole('button', { name: t('captcha.verify') }));
    await waitFor(() => expect(obj.verify).toHaveBeenCalled());
    act(() => fake.success?.());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ geetest: { geetestChallenge: 'ch', geetestValidate: 'va', geetestSeccode: 'sc' } }));
  });

  it('uses the image captcha when GEETEST3 is on but no GEETEST_ID is configured', async () => {
    const { captchaModeFor } = await import('./captcha-settings');
    expect(captchaModeFor({ GEETEST_ID: '', GEETEST_VERSION: 'v4', whitelabel: { GEETEST3: true } })).toEqual({ kind: 'image' });
    expect(captchaModeFor({ GEETEST_ID: 'gt-id', GEETEST_VERSION: 'v4', whitelabel: { GEETEST3: true } })).toEqual(V4);
    expect(captchaModeFor({ GEETEST_ID: 'id', GEETEST_VERSION: 'v4', whitelabel: {} })).toEqual({ kind: 'image' });
  });

  it.each([...LANGUAGES])('every control has an accessible name in %s', async (lang) => {
    await changeLanguage(lang);
    renderBox({ mode: { kind: 'image' } });
    for (const key of ['captcha.label', 'captcha.refresh', 'captcha.verify', 'captcha.retry']) expect(t(key)).not.toBe(key);
    expect(screen.getByRole('textbox', { name: t('captcha.label') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('captcha.refresh') })).toBeInTheDocument();
  });
});
