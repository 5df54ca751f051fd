import type { RegisterReply } from '@lotto/contract';
import { SESSION_KEYS, setAccount, setSessionValue, setToken, setUsername } from '../../lib/storage';

/**
 * Window event announcing that this tab's session changed outside the sign-in feature (a
 * registration logged the person in). Storage writes also notify `subscribeStorage` listeners; the
 * event is for code that wants the reason. Features never import each other, so this name is the
 * contract between registration and sign-in.
 */
export const SESSION_CHANGED_EVENT = 'lotto:session-changed';

/** Session keys of the change-password prompt after a registration without a password (spec 1 §4). */
export const CHANGE_PASSWORD_KEY = SESSION_KEYS.changePassword;
export const DEFAULT_PASSWORD_KEY = SESSION_KEYS.defaultPassword;

/** The account shown after registration: the text after the @ of customerName (spec 1 §3). */
export const accountOf = (customerName: string): string => {
  const at = customerName.indexOf('@');
  return at >= 0 ? customerName.slice(at + 1) : customerName;
};

/**
 * Stores the session a registration with `login: true` opened, like a login does: token and
 * username (spec 1 §4 "auto-login"). Without a password the change-password mode and the
 * default-password flag are turned on. Returns the account to show.
 */
export function storeRegisteredSession(reply: RegisterReply, opts: { passwordGiven: boolean }): string {
  const account = accountOf(reply.customerName);
  setUsername(reply.userName ?? account);
  setAccount(account);
  const noPassword = !opts.passwordGiven || reply.defaultPassword === true;
  setSessionValue(CHANGE_PASSWORD_KEY, noPassword ? '1' : null);
  setSessionValue(DEFAULT_PASSWORD_KEY, noPassword ? '1' : null);
  // the token last: listeners that react to it find the other values already stored
  if (reply.token) setToken(reply.token);
  window.dispatchEvent(new CustomEvent(SESSION_CHANGED_EVENT, { detail: { reason: 'register', account, changePassword: noPassword } }));
  return account;
}
