import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessRefusal, requireLogin, requireRealAccount } from './access-gate';
import { useDialogStore } from './dialogs';
import { registerErrorHandler, resetFunnel } from './error-funnel';
import { SESSION_KEYS } from './storage';
import { resetSiteState } from '../test/site-state';

beforeEach(async () => {
  await resetSiteState();
});
afterEach(() => resetFunnel());

const signIn = (isAgent: string) => {
  sessionStorage.setItem(SESSION_KEYS.token, 'tok');
  sessionStorage.setItem(SESSION_KEYS.isAgent, isAgent);
};

describe('access gate', () => {
  it('[S2-6.2] refuses guests and type 4, lets real members through', () => {
    expect(accessRefusal(false, '0')).toBe('guest');
    expect(accessRefusal(true, '4')).toBe('trial');
    expect(accessRefusal(true, 4)).toBe('trial');
    for (const t of ['0', '1', '2']) expect(accessRefusal(true, t)).toBeNull();
  });

  it('[S2-6.1] [S2-8.1] a guest gets the in_sorry_in warning and the action stops', () => {
    expect(requireRealAccount()).toBe(false);
    const [d] = useDialogStore.getState().dialogs;
    expect(d).toMatchObject({ key: 'in_sorry_in', tone: 'warning' });
    expect(requireLogin()).toBe(false);
  });

  it('[S2-6.1] with a registered in_sorry_in row (loginPop on) the guest goes to that row instead of a dialog', () => {
    const popup = vi.fn();
    registerErrorHandler('in_sorry_in', popup);
    expect(requireRealAccount()).toBe(false);
    expect(popup).toHaveBeenCalledOnce();
    expect(useDialogStore.getState().dialogs).toHaveLength(0);
  });

  it('[S2-6.2] [S2-8.2] a type 4 account gets in_need_true_account; a player passes', () => {
    signIn('4');
    expect(requireRealAccount()).toBe(false);
    expect(useDialogStore.getState().dialogs[0]).toMatchObject({ key: 'in_need_true_account' });
    expect(requireLogin()).toBe(true);
    useDialogStore.getState().clearDialogs();
    signIn('0');
    expect(requireRealAccount()).toBe(true);
    expect(useDialogStore.getState().dialogs).toHaveLength(0);
  });
});
