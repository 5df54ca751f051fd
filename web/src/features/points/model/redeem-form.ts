import { checkField, type FieldRule } from '@lotto/contract';

/** What the exchange form holds (spec 2 §3 "Exchange form fields"). */
export interface RedeemValues {
  password: string;
  name: string;
  address: string;
  phone: string;
}

/** The first problem, in the spec's order: money password, name, address, phone (spec 2 §5, §8). */
export type RedeemProblem = 'password' | 'name' | 'address' | 'phone' | 'phoneInvalid';

/** spec 2 §5: without a configured mobile rule a phone is exactly 11 digits. */
const DEFAULT_PHONE = /^\d{11}$/;

/** Is this a telephone number under the merchant's mobile rule (min, max, pattern), or the default? */
export function phoneOk(phone: string, rule: FieldRule | undefined): boolean {
  const v = phone.trim();
  if (!rule || !rule.enabled) return DEFAULT_PHONE.test(v);
  return checkField({ ...rule, required: true }, v) === null;
}

/** The one prompt to show, or null when the form may be sent; each missing field has its own prompt. */
export function redeemProblem(v: RedeemValues, phoneRule: FieldRule | undefined): RedeemProblem | null {
  if (!v.password) return 'password';
  if (!v.name.trim()) return 'name';
  if (!v.address.trim()) return 'address';
  if (!v.phone.trim()) return 'phone';
  if (!phoneOk(v.phone, phoneRule)) return 'phoneInvalid';
  return null;
}

/** spec 2 §4: the quantity is clamped to 1..inventory (1 when nothing sensible was typed). */
export function clampQuantity(typed: number, inventory: number): number {
  if (!Number.isFinite(typed)) return 1;
  return Math.min(Math.max(1, Math.floor(typed)), Math.max(1, inventory));
}

/** spec 2 §3: name, address and phone combined into the remarks. */
export const remarksOf = (v: RedeemValues): string => [v.name.trim(), v.address.trim(), v.phone.trim()].join(' / ');
