import { isTrialAccount } from '@lotto/contract';
import { ApiError } from './api-error';
import { openDialog } from './dialogs';
import { handleApiError, hasErrorHandler } from './error-funnel';
import { commonText, errorText } from './i18n';
import { getIsAgent, isLoggedIn } from './storage';

/** Why a guarded action was refused; null means it may go on. */
export type AccessRefusal = 'guest' | 'trial' | null;

/** Pure check behind requireRealAccount (spec 2 §6: token needed; isAgent 4 is refused, as the shell does). */
export function accessRefusal(loggedIn: boolean, isAgent: string | number | null | undefined): AccessRefusal {
  if (!loggedIn) return 'guest';
  if (isTrialAccount(isAgent)) return 'trial';
  return null;
}

/**
 * Gate for actions that need a real, signed-in account: games, recent/favourite lists, popular
 * lottery start, chat (spec 2 §4 Game launch, §6, §8). Returns true when the action may go on;
 * otherwise it shows the refusal and returns false:
 * - a guest: in_sorry_in through the error funnel, so the row the auth feature registers when the
 *   shell setting loginPop is on opens the login popup instead of the dialog (spec 2 §6, §8);
 * - a trial account (isAgent 4, contract isTrialAccount): in_need_true_account (spec 2 §6, §8).
 * Call it synchronously inside the click handler, before opening any window.
 */
export function requireRealAccount(): boolean {
  const refusal = accessRefusal(isLoggedIn(), getIsAgent());
  if (refusal === 'guest') {
    askToSignIn();
    return false;
  }
  if (refusal === 'trial') {
    openDialog({
      key: 'in_need_true_account',
      tone: 'warning',
      message: errorText('in_need_true_account') ?? 'in_need_true_account',
      confirmLabel: commonText('ok'),
    });
    return false;
  }
  return true;
}

/** Like requireRealAccount but only asks for a token (spec 2 §6: recent and favourite lists need login). */
export function requireLogin(): boolean {
  if (isLoggedIn()) return true;
  askToSignIn();
  return false;
}

/**
 * A guest's refusal: the funnel's in_sorry_in row when one is registered (the auth feature's login
 * popup when loginPop is on), else the in_sorry_in warning dialog. It never goes through the HTTP
 * 401 row, which would end a session the guest does not have.
 */
function askToSignIn(): void {
  if (hasErrorHandler('in_sorry_in')) {
    handleApiError(new ApiError({ status: 401, errorCode: 'in_sorry_in', callId: 'access-gate', path: 'access-gate' }));
    return;
  }
  openDialog({
    key: 'in_sorry_in',
    tone: 'warning',
    message: errorText('in_sorry_in') ?? 'in_sorry_in',
    confirmLabel: commonText('ok'),
  });
}
