import type { MemberIcon, MemberInfo, SecurityConfig, VipInfo } from '@lotto/contract';
import type { ClubLabel, CustomerRow } from '../../db/schema/index.js';
import { accountOf, requiredMethods } from '../session/session.service.js';
import type { MemberInfoAccount } from './member.repository.js';

/** 8613800000001 with dialing code 86 -> 86 138****0001; a number too short to mask shows stars only. */
export function maskMobile(mobile: string | null, dialingCode: string | null): string | null {
  if (!mobile) return null;
  const cc = dialingCode && mobile.startsWith(dialingCode) ? dialingCode : '';
  const national = mobile.slice(cc.length);
  const masked = national.length >= 8 ? `${national.slice(0, 3)}****${national.slice(-4)}` : '*'.repeat(national.length);
  return cc ? `${cc} ${masked}` : masked;
}

/** secure01@example.com -> s******1@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(local.length - 2)}${local.slice(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/**
 * Member info (spec 1 §3, spec 3 Replies): `id` is the customer id and the socket topic.
 * `lastLogin` is the login before the current session (what a "last login" line should tell the
 * member), not the one that just happened; null on a first login.
 */
export function presentMemberInfo(c: MemberInfoAccount, currency: string, previousLogin: Date | null, vip?: VipInfo): MemberInfo {
  return {
    id: String(c.id),
    customerId: String(c.id),
    account: accountOf(c),
    nickname: c.nickname,
    lastLogin: previousLogin?.getTime() ?? null,
    regDate: c.createdAt.getTime(),
    type: Number(c.isAgent),
    isAgent: c.isAgent,
    toUpline: c.toUpline,
    clubLabel: vip ? rankClubLabel(c.clubLabel, vip) : (c.clubLabel ?? null),
    memberLabel: c.memberLabel,
    mobile: maskMobile(c.mobile, c.mobileDialingCode),
    email: maskEmail(c.email),
    currency,
    ...(vip ? { vip } : {}),
  };
}

/**
 * The info bar's level label (spec 1 §3 clubLabel): a label of another kind the account was given
 * (an agent's) stays; otherwise it is the VIP level the player's rank holds now, named in the
 * request's language (type VIP, rankLevel the level; no colour of its own, the site themes it), and
 * none below the first level or without a rank table.
 */
export function rankClubLabel(given: ClubLabel | null, vip: VipInfo): ClubLabel | null {
  if (given && given.type !== 'VIP') return given;
  if (!vip.hasVip || vip.vipLabelName === null) return null;
  return { labelName: vip.vipLabelName, color: null, type: 'VIP', rankLevel: vip.vipRankLevel };
}

/**
 * The profile icon: number N of the merchant's PROFILE_ICON_COUNT set, or null for the default
 * (also when the merchant's set shrank below the chosen number). No uploaded pictures in the
 * reference platform, so no URL: the site draws icon N, or its fallback image (spec 2 §7).
 */
export function presentIcon(c: Pick<CustomerRow, 'iconIndex'>, profileIconCount: number): MemberIcon {
  const index = c.iconIndex !== null && c.iconIndex >= 1 && c.iconIndex <= profileIconCount ? c.iconIndex : null;
  return { url: null, iconIndex: index };
}

export function presentSecurityConfig(c: CustomerRow): SecurityConfig {
  const m = requiredMethods(c.twoFactorMethods);
  return {
    hasPaymentPassword: c.paymentPasswordHash !== null,
    mobile: maskMobile(c.mobile, c.mobileDialingCode),
    mobileVerified: c.mobileVerified,
    email: maskEmail(c.email),
    emailVerified: c.emailVerified,
    googleAuthBound: c.totpSecret !== null,
    // Only the first character: enough to recognise, not enough to answer the payee-name check.
    payeeName: c.payeeName ? `${Array.from(c.payeeName)[0]}**` : null,
    passwordUpdatedAt: c.passwordChangedAt?.getTime() ?? null,
    twoFactor: { payeeName: !!m.payeeName, sms: !!m.sms, ga: !!m.ga, email: !!m.email },
  };
}
