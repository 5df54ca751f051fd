import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n } from '../../lib/i18n';
import { openDialog, useDialogStore } from '../../lib/dialogs';
import { DialogHost } from './dialog-host';

const t = (key: string) => i18n.t(key, { ns: 'shell' });

beforeEach(async () => {
  await changeLanguage('EN');
  useDialogStore.getState().clearDialogs();
});
afterEach(() => useDialogStore.getState().clearDialogs());

describe('dialog host', () => {
  it('renders the top dialog with an accessible title, description and a translated OK', async () => {
    render(<DialogHost />);
    const onConfirm = vi.fn();
    act(() => {
      openDialog({ tone: 'warning', message: 'Vendor under maintenance', details: ['2030-01-01 00:00:00 ~ 2030-01-01 02:00:00'], onConfirm });
    });
    const dialog = screen.getByRole('dialog', { name: t('dialog.warning') });
    expect(dialog).toHaveAccessibleDescription('Vendor under maintenance');
    expect(dialog).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('2030-01-01 00:00:00 ~ 2030-01-01 02:00:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('dialog.cancel') })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('dialog.ok') }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a cancel button when asked, and the next dialog of the stack after closing one', async () => {
    render(<DialogHost />);
    const onCancel = vi.fn();
    act(() => {
      openDialog({ tone: 'info', title: 'First', message: 'one' });
      openDialog({ tone: 'error', title: 'Second', message: 'two', cancelLabel: 'Not now', confirmLabel: 'Deposit', onCancel });
    });
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
  });

  it('a dialog that is not dismissible ignores Escape', async () => {
    render(<DialogHost />);
    act(() => {
      openDialog({ tone: 'error', message: 'Session ended', dismissible: false });
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
