import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
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
