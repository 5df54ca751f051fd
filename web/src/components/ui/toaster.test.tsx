import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as RadixDialog from '@radix-ui/react-dialog';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n } from '../../lib/i18n';
import { toast, useToastStore } from '../../lib/toasts';
import { Toaster } from './toaster';

const t = (key: string) => i18n.t(key, { ns: 'shell' });

beforeEach(async () => {
  await changeLanguage('EN');
  useToastStore.getState().clear();
});
afterEach(() => useToastStore.getState().clear());

describe('toaster', () => {
  it('[S2-9.6] stacks toasts at the bottom-right, 16 px from the edges and 16 px apart', () => {
    render(<Toaster />);
    act(() => {
      toast({ tone: 'success', title: 'Deposit', message: 'Your deposit arrived' });
      toast({ tone: 'info', message: 'Second' });
    });
    const region = screen.getByRole('region', { name: t('toast.region') });
    expect(region.style.right).toBe('16px');
    expect(region.style.bottom).toBe('16px');
    expect(region.style.gap).toBe('16px');
    expect(region.className).toContain('fixed');
    expect(region.className).toContain('flex-col');
    const items = within(region).getAllByTestId('toast');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Your deposit arrived');
    expect(items[0]).toHaveTextContent('Deposit');
  });

  it('errors are announced as alerts and every toast has a translated dismiss button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ tone: 'error', message: 'Withdrawal failed', duration: 0 });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Withdrawal failed');
    await userEvent.click(screen.getByRole('button', { name: t('toast.dismiss') }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('toaster under an open modal', () => {
  it('a toast raised while a modal dialog is open stays in a live region the dialog does not hide', async () => {
    render(
      <>
        <main>
          <p>page</p>
        </main>
        <Toaster />
        <RadixDialog.Root open>
          <RadixDialog.Portal>
            <RadixDialog.Content aria-describedby={undefined}>
              <RadixDialog.Title>Apply for the reward</RadixDialog.Title>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </>,
    );
    // the modal hides the rest of the page from assistive technology…
    const dialog = await screen.findByRole('dialog', { name: 'Apply for the reward' });
    await waitFor(() => expect(screen.getByText('page').closest('[aria-hidden="true"]')).not.toBeNull());
    act(() => {
      toast({ tone: 'success', message: 'Your deposit arrived' });
    });
    // …but not the toasts: the toast is reachable by role and sits in a polite live region
    const item = screen.getByRole('status');
    expect(item).toHaveTextContent('Your deposit arrived');
    expect(item.closest('[aria-hidden="true"]')).toBeNull();
    expect(item.closest('[aria-live="polite"]')).not.toBeNull();
    expect(dialog.closest('[aria-hidden="true"]')).toBeNull();
  });
});
