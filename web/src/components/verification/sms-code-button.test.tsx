import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LANGUAGES } from '@lotto/contract';
import { ApiError } from '../../lib/api-error';
import { changeLanguage, i18n } from '../../lib/i18n';
import { SmsCodeButton, countdownEnd, type SmsSendResult } from './sms-code-button';

const t = (k: string, v?: Record<string, unknown>) => i18n.t(k, { ns: 'verification', ...v });

beforeEach(async () => {
  await changeLanguage('EN');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}
const tick = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('SmsCodeButton', () => {
  it('[S1-4.9] [S1-9.3] counts 60 × expiredMinutes seconds in the configured form, disabled while counting, then offers the code again', async () => {
    const send = vi.fn(() => Promise.resolve<SmsSendResult>({ expiredMinutes: 2 }));
    render(<SmsCodeButton send={send} mode="configured" />);
    await click(screen.getByRole('button', { name: t('sms.getCode') }));
    expect(send).toHaveBeenCalledTimes(1);
    const counting = screen.getByRole('button', { name: t('sms.countdown', { seconds: 120 }) });
    expect(counting).toBeDisabled();
    tick(60_000);
    expect(screen.getByRole('button', { name: t('sms.countdown', { seconds: 60 }) })).toBeDisabled();
    tick(59_000);
    expect(screen.getByRole('button', { name: t('sms.countdown', { seconds: 1 }) })).toBeDisabled();
    tick(1000);
    expect(screen.getByRole('button', { name: t('sms.getCode') })).toBeEnabled();
  });

  it('[S1-4.9] shows loading while the code is being sent', async () => {
    let resolve!: (v: SmsSendResult) => void;
    render(<SmsCodeButton send={() => new Promise((r) => (resolve = r))} mode="fixed120" />);
    await click(screen.getByRole('button', { name: t('sms.getCode') }));
    const busy = screen.getByRole('button', { name: t('sms.sending') });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('data-phase', 'loading');
    await act(async () => {
      resolve({});
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: t('sms.countdown', { seconds: 120 }) })).toBeDisabled();
  });

  it('[S1-9.3] counts a fixed 120 s for mobile registration whatever the reply says', async () => {
    render(<SmsCodeButton send={() => Promise.resolve({ expiredMinutes: 5 })} mode="fixed120" />);
    await click(screen.getByRole('button', { name: t('sms.getCode') }));
    expect(screen.getByRole('button', { name: t('sms.countdown', { seconds: 120 }) })).toBeDisabled();
    tick(120_000);
    expect(screen.getByRole('button', { name: t('sms.getCode') })).toBeEnabled();
  });

  it('[S1-4.9] counts until the expirationTime in the two-factor flow and is then re-enabled', async () => {
    render(<SmsCodeButton send={() => Promise.resolve({ expirationTime: Date.now() + 30_000 })} mode="until" />);
    await click(screen.getByRole('button', { name: t('sms.getCode') }));
    expect(screen.getByRole('button', { name: t('sms.countdown', { seconds: 30 }) })).toBeDisabled();
    tick(30_000);
    expect(screen.getByRole('button', { name: t('sms.getCode') })).toBeEnabled();
  });

  it('[S1-4.9] [S1-8.19] goes back to get code with the server message when sending fails', async () => {
    const onError = vi.fn();
    const err = new ApiError({ status: 400, message: 'SMS gateway refused the number', callId: 'verification.smsRegister', path: '/wps/verification/sms/register' });
    render(<SmsCodeButton send={() => Promise.reject(err)} mode="configured" onError={onError} />);
    await click(screen.getByRole('button', { name: t('sms.getCode') }));
    expect(screen.getByRole('button', { name: t('sms.getCode') })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('SMS gateway refused the number');
    expect(onError).toHaveBeenCalledWith(err);
  });

  it('does not send while disabled', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    render(<SmsCodeButton send={send} mode="configured" disabled label="Send me a code" />);
    const button = screen.getByRole('button', { name: 'Send me a code' });
    expect(button).toBeDisabled();
    await click(button);
    expect(send).not.toHaveBeenCalled();
  });

  it('[S1-9.3] computes countdown ends for each mode', () => {
    expect(countdownEnd('configured', { expiredMinutes: 3 }, 1000)).toBe(1000 + 180_000);
    expect(countdownEnd('fixed120', { expiredMinutes: 3 }, 0)).toBe(120_000);
    expect(countdownEnd('configured', {}, 5)).toBe(5);
  });

  it.each([...LANGUAGES])('has a translated accessible name in %s', async (lang) => {
    await changeLanguage(lang);
    render(<SmsCodeButton send={() => Promise.resolve({})} mode="configured" />);
    const name = i18n.t('sms.getCode', { ns: 'verification' });
    expect(name).not.toBe('sms.getCode');
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
