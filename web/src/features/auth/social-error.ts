import { openDialog } from '../../lib/dialogs';
import { errorText, i18n } from '../../lib/i18n';
import type { SocialSignInError } from './social-sign-in';

/** The code a social sign-in failure falls back to when its own has no text (spec 1 §8). */
export const SOCIAL_UNKNOWN_CODE = 'auth/unknown';
/** What a phone sign-in's confirmation without an SMS session shows (spec 1 §8). */
export const SOCIAL_CODE_EXPIRED = 'auth/code-expired';

/** The translated text of a social sign-in code, else the text of auth/unknown (spec 1 §8). */
export const socialErrorText = (code: string): string => errorText(code) ?? errorText(SOCIAL_UNKNOWN_CODE) ?? code;

/** Shows a social sign-in failure: its translated text, with the code and the provider's reason (spec 1 §8). */
export function showSocialSignInError(err: SocialSignInError): void {
  const t = (key: string, vars: Record<string, unknown>) => i18n.t(key, { ns: 'auth', ...vars });
  openDialog({
    key: `social-sign-in:${err.code}`,
    tone: 'error',
    message: socialErrorText(err.code),
    details: [t('social.errorCode', { code: err.code }), ...(err.reason ? [t('social.errorReason', { reason: err.reason })] : [])],
  });
}
