import type { CallDef } from '../common/define-call.js';
import { announcementCalls } from './announcements.js';
import { captchaCalls } from './captcha.js';
import { chatCalls } from './chat.js';
import { contractCalls } from './contracts.js';
import { feedbackCalls } from './feedback.js';
import { gameCalls } from './games.js';
import { helpCalls } from './help.js';
import { lotteryCalls } from './lottery.js';
import { memberCalls } from './member.js';
import { moneyCalls } from './money.js';
import { otherCalls } from './others.js';
import { pointCalls } from './points.js';
import { promotionCalls } from './promotions.js';
import { recordCalls } from './records.js';
import { uplineTransferCalls } from './upline-transfer.js';
import { registerCalls } from './register.js';
import { sessionCalls } from './session.js';
import { systemCalls } from './system.js';
import { verificationCalls } from './verification.js';
import { accountSecurityCalls } from './account-security.js';
import { agentCalls } from './agent.js';
import { missionCalls } from './missions.js';
import { referralCalls } from './referrals.js';
import { trackingCalls } from './tracking.js';

export * from './system.js';
export * from './session.js';
export * from './member.js';
export * from './verification.js';
export * from './register.js';
export * from './captcha.js';
export * from './games.js';
export * from './lottery.js';
export * from './announcements.js';
export * from './promotions.js';
export * from './points.js';
export * from './contracts.js';
export * from './chat.js';
export * from './help.js';
export * from './feedback.js';
export * from './others.js';
export * from './records.js';
export * from './upline-transfer.js';
export * from './account-security.js';
export * from './money.js';
export * from './agent.js';
export * from './missions.js';
export * from './referrals.js';
export * from './tracking.js';

/** Every domain table, keyed by the domain part of the call ids. */
export const apiCalls = {
  system: systemCalls,
  session: sessionCalls,
  member: memberCalls,
  verification: verificationCalls,
  register: registerCalls,
  captcha: captchaCalls,
  games: gameCalls,
  lottery: lotteryCalls,
  announcements: announcementCalls,
  promotions: promotionCalls,
  points: pointCalls,
  contracts: contractCalls,
  chat: chatCalls,
  help: helpCalls,
  feedback: feedbackCalls,
  others: otherCalls,
  accountSecurity: accountSecurityCalls,
  records: recordCalls,
  uplineTransfer: uplineTransferCalls,
  money: moneyCalls,
  agent: agentCalls,
  referrals: referralCalls,
  missions: missionCalls,
  tracking: trackingCalls,
} as const;
export type ApiDomain = keyof typeof apiCalls;

/**
 * Every call of the contract once: lottery.launch is the same declaration as games.launch
 * (one path, told apart by launchMode), so duplicates by identity are dropped.
 */
export const allCalls: readonly CallDef[] = [
  ...new Set(Object.values(apiCalls).flatMap((table) => Object.values(table) as CallDef[])),
];

/** A call by its id (`domain.action`). */
export const callsById: ReadonlyMap<string, CallDef> = new Map(allCalls.map((c) => [c.id, c]));
