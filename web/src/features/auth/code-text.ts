import { errorText, i18n } from '../../lib/i18n';

/** Text for a message code: the shared error catalogue first, else the auth namespace's own codes. */
export function codeText(code: string): string {
  return errorText(code) ?? i18n.t(`codes.${code}`, { ns: 'auth', defaultValue: code });
}
