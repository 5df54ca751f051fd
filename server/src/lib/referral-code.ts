/**
 * A member's referral code (docs/decisions/0022-member-referrals.md): `M` and the account id in
 * base 36, upper case, at least five digits. Derived, so every account has exactly one and it
 * never changes; the register page's `referralCode` query carries it.
 */
const PREFIX = 'M';
const MIN_DIGITS = 5;

export const referralCodeOf = (customerId: number): string => `${PREFIX}${customerId.toString(36).toUpperCase().padStart(MIN_DIGITS, '0')}`;

/** The invite link's site path: the register page with the code (spec 1 §2 "Reads the referralCode query"). */
export const referralLinkPath = (code: string): string => `/register?referralCode=${encodeURIComponent(code)}`;
