import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n } from '../../lib/i18n';
import { anyDialogInPage } from '../../lib/dialog-presence';
import { openDialog, useDialogStore } from '../../lib/dialogs';
import { LazyDialogHost } from './lazy-dialog-host';

const t = (key: string) => i18n.t(key, { ns: 'shell' });

beforeEach(async () => {
  await changeLanguage('EN');
  useDialogStore.getState().clearDialogs();
});
afterEach(() => useDialogStore.getState().clearDialogs());

describe('the dialog host loaded on demand', () => {
  it('puts nothing in the page until a dialog opens, then a dialog at once, before its code has arrived', async () => {
    const { container } = render(<LazyDialogHost />);
    expect(container).toBeEmptyDOMElement();
    expect(anyDialogInPage()).toBe(false);
    act(() => {
      openDialog({ tone: 'warning', message: 'Vendor under maintenance' });
    });
    // the advertisement popup waits while a dialog is in the page (lib/dialog-presence): there is one from the start
    expect(anyDialogInPage()).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: t('dialog.warning') });
    expect(dialog).toHaveAccessibleDescription('Vendor under maintenance');
    await userEvent.click(screen.getByRole('button', { name: t('dialog.ok') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(anyDialogInPage()).toBe(false);
  });
});
