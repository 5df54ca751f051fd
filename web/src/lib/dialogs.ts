import { create } from 'zustand';
import { i18n } from './i18n';

export type DialogTone = 'info' | 'success' | 'warning' | 'error';

export interface DialogRequest {
  tone: DialogTone;
  title?: string;
  message: string;
  /** Extra lines under the message (e.g. a maintenance window). */
  details?: string[];
  /** Defaults to the translated "OK" in the renderer. */
  confirmLabel?: string;
  /** A cancel button is shown exactly when this is set. */
  cancelLabel?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Escape and outside click close it (as cancel); default true. */
  dismissible?: boolean;
  /** Identifies the dialog's origin (error code or status) so duplicates are not stacked. */
  key?: string;
}

export interface Dialog extends DialogRequest {
  id: string;
}

interface DialogState {
  /** Stack, oldest first; the renderer shows the last one on top. */
  dialogs: Dialog[];
  openDialog: (d: DialogRequest) => string;
  closeDialog: (id: string) => void;
  /** Runs the dialog's onConfirm, then closes it. */
  confirm: (id: string) => void;
  /** Runs the dialog's onCancel, then closes it. */
  cancel: (id: string) => void;
  clearDialogs: () => void;
}

let seq = 0;

export const useDialogStore = create<DialogState>()((set, get) => ({
  dialogs: [],
  openDialog: (d) => {
    // one dialog per key: a burst of failing calls (e.g. several 401s) must not stack copies
    if (d.key) {
      const same = get().dialogs.find((x) => x.key === d.key);
      if (same) return same.id;
    }
    const id = `dlg-${++seq}`;
    set((s) => ({ dialogs: [...s.dialogs, { dismissible: true, ...d, id }] }));
    return id;
  },
  closeDialog: (id) => set((s) => ({ dialogs: s.dialogs.filter((x) => x.id !== id) })),
  confirm: (id) => {
    const d = get().dialogs.find((x) => x.id === id);
    get().closeDialog(id);
    d?.onConfirm?.();
  },
  cancel: (id) => {
    const d = get().dialogs.find((x) => x.id === id);
    get().closeDialog(id);
    d?.onCancel?.();
  },
  clearDialogs: () => set({ dialogs: [] }),
}));

export const openDialog = (d: DialogRequest): string => useDialogStore.getState().openDialog(d);
export const closeDialog = (id: string): void => useDialogStore.getState().closeDialog(id);

/** A message with one button; resolves when it is closed. */
export function alertDialog(message: string, tone: DialogTone = 'info', title?: string): Promise<void> {
  return new Promise((resolve) => {
    openDialog({ tone, message, title, onConfirm: () => resolve(), onCancel: () => resolve() });
  });
}

export interface ConfirmOptions {
  message: string;
  title?: string;
  tone?: DialogTone;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A question with confirm and cancel; resolves true on confirm, false on cancel or dismiss. */
export function confirmDialog(opts: ConfirmOptions | string): Promise<boolean> {
  const o = typeof opts === 'string' ? { message: opts } : opts;
  return new Promise((resolve) => {
    openDialog({
      tone: o.tone ?? 'warning',
      message: o.message,
      title: o.title,
      confirmLabel: o.confirmLabel ?? i18n.t('common:confirm'),
      // the renderer shows a cancel button only when a cancel label is given
      cancelLabel: o.cancelLabel ?? i18n.t('common:cancel'),
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
