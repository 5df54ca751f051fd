import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { anyDialogInPage } from '../../../lib/dialog-presence';
import { i18n } from '../../../lib/i18n';
import { resetSiteState } from '../../../test/site-state';
import { openLoginPopup, useAuthStore } from '../auth-store';
import { AuthOverlays } from './auth-overlays';

// The login form's code never arrives here: the state between the visitor's click and the form.
vi.mock('./login-dialog', () => new Promise(() => undefined));

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});

describe('a sign-in overlay whose code is still loading', () => {
  it('is a dialog in the page from the click on, so an overlay that opens by itself waits for it', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthOverlays flags={{}} loginPop={false} customerService={[]} />
      </QueryClientProvider>,
    );
    expect(anyDialogInPage()).toBe(false);

    act(() => openLoginPopup());
    const loading = screen.getByRole('dialog', { name: i18n.t('loading', { ns: 'common' }) });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(anyDialogInPage()).toBe(true);

    // closed before its code came: nothing stays in the page
    act(() => useAuthStore.getState().set({ loginOpen: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(anyDialogInPage()).toBe(false);
  });
});
