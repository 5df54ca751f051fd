import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCalls, type SiteSettings } from '@lotto/contract';
import { request } from '../../lib/api-client';

/** Which captcha the box shows: the image captcha, or the GeeTest slider when configured. */
export type CaptchaMode = { kind: 'image' } | { kind: 'geetest'; version: 'v3' | 'v4'; captchaId: string };

/**
 * GeeTest when the merchant has GEETEST3 on and a GEETEST_ID configured; otherwise the image
 * captcha (spec 1 §6 flags, §3 "Site settings"; the brief's "no GEETEST_ID falls back").
 */
export function captchaModeFor(
  settings: Pick<SiteSettings, 'GEETEST_ID' | 'GEETEST_VERSION' | 'whitelabel'> | undefined,
  purpose: CaptchaPurpose = 'form',
): CaptchaMode {
  const flags = settings?.whitelabel;
  // GEETESTVCODE3 puts GeeTest on verification-code (SMS) sends as well (spec 1 §6 captcha flags)
  const geetest = Boolean(flags?.GEETEST3) || (purpose === 'sms' && Boolean(flags?.GEETESTVCODE3));
  if (!geetest || !settings?.GEETEST_ID) return { kind: 'image' };
  return { kind: 'geetest', version: settings.GEETEST_VERSION, captchaId: settings.GEETEST_ID };
}

/**
 * What a captcha guards: a form (login, registration, free play, feedback) or an SMS code send.
 * The SMS captcha runs GeeTest version 4 only (spec 1 §8 'Geetest service not work').
 */
export type CaptchaPurpose = 'form' | 'sms';

/**
 * The consolidated settings, under the same query key the shell uses, so the box reads the cached
 * copy instead of asking again (components may not import the system feature).
 */
const settingsQuery = () =>
  queryOptions({
    queryKey: ['system', 'settings'] as const,
    queryFn: () => request(systemCalls.settings, {}, { alert: false }),
    staleTime: 5 * 60_000,
  });

/** The captcha mode from site settings; image while they load so the form is never blocked. */
export function useCaptchaMode(purpose: CaptchaPurpose = 'form'): CaptchaMode {
  const { data } = useQuery(settingsQuery());
  return captchaModeFor(data, purpose);
}
