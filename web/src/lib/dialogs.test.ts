import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertDialog, confirmDialog, openDialog, useDialogStore } from './dialogs';

beforeEach(() => useDialogStore.getState().clearDialogs());

describe('dialog store', () => {
  it('stacks dialogs and closes one by id', () => {
    const a = openDialog({ tone: 'info', message: 'first' });
    const b = openDialog({ tone: 'error', message: 'second' });
    expect(useDialogStore.getState().dialogs.map((d) => d.id)).toEqual([a, b]);
    useDialogStore.getState().closeDialog(a);
    expect(useDialogStore.getState().dialogs.map((d) => d.message)).toEqual(['second']);
  });

  it('does not stack two dialogs with the same key', () => {
    const a = openDialog({ tone: 'warning', message: 'x', key: 'session-end' });
    const b = openDialog({ tone: 'warning', message: 'x', key: 'session-end' });
    expect(a).toBe(b);
    expect(useDialogStore.getState().dialogs).toHaveLength(1);
  });

  it('runs onConfirm or onCancel and closes the dialog', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const a = openDialog({ tone: 'info', message: 'a', onConfirm });
    const b = openDialog({ tone: 'info', message: 'b', onCancel, cancelLabel: 'No' });
    useDialogStore.getState().confirm(a);
    useDialogStore.getState().cancel(b);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(useDialogStore.getState().dialogs).toHaveLength(0);
  });

  it('resolves alertDialog when closed and confirmDialog with the answer', async () => {
    const done = alertDialog('saved', 'success');
    const d = useDialogStore.getState().dialogs[0]!;
    expect(d).toMatchObject({ tone: 'success', message: 'saved' });
    useDialogStore.getState().confirm(d.id);
    await expect(done).resolves.toBeUndefined();

    const yes = confirmDialog('Sign out?');
    const c = useDialogStore.getState().dialogs[0]!;
    expect(c.cancelLabel).toBeTruthy();
    useDialogStore.getState().confirm(c.id);
    await expect(yes).resolves.toBe(true);

    const no = confirmDialog({ message: 'Sign out?' });
    useDialogStore.getState().cancel(useDialogStore.getState().dialogs[0]!.id);
    await expect(no).resolves.toBe(false);
  });
});
