import { TWO_FACTOR_TABS, TWO_FACTOR_TAB_METHOD, type LoginVerificationRequest, type LoginVerifyRequiredValue } from '@lotto/contract';
import { EMAIL_PATTERN } from './login-rules';

export type TwoFactorTab = (typeof TWO_FACTOR_TABS)[number];
/** The factors a person holds: the payee name counts only beside one of them (decision 0011). */
export type PossessionFactor = Exclude<TwoFactorTab, 'payeeName'>;
export type TwoFactorField = 'payeeName' | 'mobileNum' | 'verificationCode' | 'authCode' | 'email' | 'emailCode';
export type TwoFactorValues = Record<TwoFactorField, string>;

export const EMPTY_VALUES: TwoFactorValues = { payeeName: '', mobileNum: '', verificationCode: '', authCode: '', email: '', emailCode: '' };

/**
 * The tabs the modal offers, in the spec's order (spec 1 §2 screen 8): the methods the account
 * allows (all four when the value names none), the payee name only when a possession factor is
 * also allowed, as the platform accepts it only together with one.
 */
export function twoFactorTabs(methods: LoginVerifyRequiredValue | undefined): { tabs: TwoFactorTab[]; partners: PossessionFactor[] } {
  const allowed = TWO_FACTOR_TABS.filter((k) => methods?.[k]);
  const offered = allowed.length > 0 ? allowed : [...TWO_FACTOR_TABS];
  const partners = offered.filter((k): k is PossessionFactor => k !== 'payeeName');
  return { tabs: partners.length > 0 ? offered : [], partners };
}

/** The first missing field of a tab (with its partner factor on the payee tab) and its message code (spec 1 §5 Two-factor). */
export function missingField(tab: TwoFactorTab, partner: PossessionFactor, v: TwoFactorValues): { field: TwoFactorField; code: string } | null {
  if (tab === 'payeeName' && !v.payeeName.trim()) return { field: 'payeeName', code: 'two_factor_payee_name_required' };
  const factor = tab === 'payeeName' ? partner : tab;
  if (factor === 'sms') {
    if (!/^[0-9]+$/.test(v.mobileNum.trim())) return { field: 'mobileNum', code: 'br_enright_cphone' };
    if (!v.verificationCode.trim()) return { field: 'verificationCode', code: 'enter_verification_code' };
  }
  if (factor === 'ga' && !v.authCode.trim()) return { field: 'authCode', code: 'two_factor_auth_code_required' };
  if (factor === 'email') {
    if (!EMAIL_PATTERN.test(v.email.trim())) return { field: 'email', code: 'in_email_incorrect' };
    if (!v.emailCode.trim()) return { field: 'emailCode', code: 'enter_verification_code' };
  }
  return null;
}

/** The verification request of a tab: its method and fields, on the payee tab also its partner's. */
export function verificationBody(
  base: Pick<LoginVerificationRequest, 'username' | 'password' | 'firebaseIdToken'>,
  tab: TwoFactorTab,
  partner: PossessionFactor,
  v: TwoFactorValues,
  dialCode: string,
): LoginVerificationRequest {
  const factor = tab === 'payeeName' ? partner : tab;
  return {
    username: base.username,
    password: base.password,
    method: TWO_FACTOR_TAB_METHOD[tab],
    ...(base.firebaseIdToken ? { firebaseIdToken: base.firebaseIdToken } : {}),
    ...(tab === 'payeeName' ? { payeeName: v.payeeName.trim() } : {}),
    ...(factor === 'sms'
      ? { mobileNum: v.mobileNum.trim(), verificationCode: v.verificationCode.trim(), ...(dialCode ? { countryDialingCode: dialCode } : {}) }
      : {}),
    ...(factor === 'ga' ? { authCode: v.authCode.trim() } : {}),
    // no code yet: the e-mail method's first step, which asks the platform to send one
    ...(factor === 'email' ? { email: v.email.trim(), ...(v.emailCode.trim() ? { verificationCode: v.emailCode.trim() } : {}) } : {}),
  };
}
