import { useLayoutEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { announcementCalls, type PopupNotice } from '@lotto/contract';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { setCustomerId } from '../../../lib/storage';
import { fakePlatform, ok, on, type FakePlatform } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { usePopups } from '../api/get-announcements';
import { AdPopup, resetAdPopupPageView } from './ad-popup';

const tr = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'homeContent', ...vars });

const popup = (n: number, execution: 'A' | 'F'): PopupNotice => ({
  id: String(n),
  title: `Popup ${n}`,
  content: `<p>Offer ${n}</p>`,
  startDate: 1,
  startDateStr: '1970-01-01 00:00:00',
  endDate: null,
  promotionType: null,
  announcementImages: [{ url: `/res/announcement-art/demo/${n}.svg`, imageId: `art-${n}` }],
  remarkRequired: 'N',
  imageRequired: 'N',
  linkedPromotionId: null,
  execution,
});
const POPUPS = [popup(1, 'A'), popup(2, 'F')];

let platform: FakePlatform;
/** One visit of the home page: a fresh page (query cache, component) over the same browser storage. */
function visit(loggedIn: boolean) {
  resetAdPopupPageView();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <AdPopup loggedIn={loggedIn} />
    </QueryClientProvider>,
  );
  return { ...view, client, user: userEvent.setup() };
}

beforeAll(async () => {
  await loadNamespaces(['homeContent']);
});
beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
  platform = fakePlatform({ replies: [on(announcementCalls.list, ok({ banners: [], player: [], popup: POPUPS, promotion: [], hot: [] }))] });
});
afterEach(() => {
  resetAdPopupPageView();
  vi.unstubAllGlobals();
});

describe('advertisement popup', () => {
  it('[S2-2.28] [S2-3.3] asks for popups of platform W and pages through them', async () => {
    const { user } = visit(false);
    const dialog = await screen.findByRole('dialog', { name: 'Popup 1' });
    expect(platform.sent(announcementCalls.list)[0]!.query).toMatchObject({ types: 'PU', platform: 'W' });
    expect(dialog).toHaveTextContent('Offer 1');
    expect(screen.getByText(tr('popup.position', { n: 1, total: 2 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tr('popup.previous') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: tr('popup.next') }));
    expect(await screen.findByRole('dialog', { name: 'Popup 2' })).toHaveTextContent('Offer 2');
    expect(screen.getByRole('button', { name: tr('popup.next') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: tr('popup.previous') }));
    expect(await screen.findByRole('dialog', { name: 'Popup 1' })).toBeInTheDocument();
  });

  it('[S1-4.14] [S2-2.28] [S2-4.7] closed while logged in, it stays closed for the session: the next visit asks for nothing', async () => {
    signIn();
    setCustomerId(42);
    const first = visit(true);
    await screen.findByRole('dialog', { name: 'Popup 1' });
    await first.user.click(screen.getByRole('button', { name: tr('popup.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    const asked = platform.sent(announcementCalls.list).length;
    const again = visit(true);
    // not shown, and not even asked for (a mounted, enabled query would be fetching by now)
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(again.client.isFetching()).toBe(0);
    expect(again.client.getQueryCache().findAll().every((q) => q.state.fetchStatus === 'idle' && q.state.status === 'pending')).toBe(true);
    expect(platform.sent(announcementCalls.list)).toHaveLength(asked);
  });

  it('closed by a guest, it shows again on the next visit, without the first-time (F) popup', async () => {
    const first = visit(false);
    await screen.findByRole('dialog', { name: 'Popup 1' });
    await first.user.click(screen.getByRole('button', { name: tr('popup.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    visit(false);
    expect(await screen.findByRole('dialog', { name: 'Popup 1' })).toBeInTheDocument();
    // the execution-F popup was seen: only the A one is left, so no paging
    expect(screen.queryByRole('button', { name: tr('popup.next') })).toBeNull();
  });

  it('closed by a guest who then logs in, it does not come back in that page view', async () => {
    const first = visit(false);
    await screen.findByRole('dialog', { name: 'Popup 1' });
    await first.user.click(screen.getByRole('button', { name: tr('popup.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    signIn();
    setCustomerId(42);
    // the home page remounts the popup for the member (same page view, no reload)
    first.rerender(
      <QueryClientProvider client={first.client}>
        <AdPopup key="member" loggedIn />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('another member signing in in the same tab sees it again after a reload', async () => {
    signIn();
    setCustomerId(42);
    const first = visit(true);
    await screen.findByRole('dialog');
    await first.user.click(screen.getByRole('button', { name: tr('popup.close') }));
    first.unmount();
    setCustomerId(43);
    visit(true);
    expect(await screen.findByRole('dialog', { name: 'Popup 1' })).toBeInTheDocument();
  });

  it.each([
    { what: 'another dialog is open (the login popup a visitor opened)', role: 'dialog', name: 'Welcome back' },
    { what: 'a menu is open (the language menu a visitor opened)', role: 'menu', name: 'Language' },
  ])('waits while $what and shows once it closes', async ({ role, name }) => {
    const other = document.createElement('div');
    other.setAttribute('role', role);
    other.setAttribute('aria-label', name);
    document.body.append(other);
    const { client } = visit(false);
    await waitFor(() => expect(platform.sent(announcementCalls.list)).toHaveLength(1));
    // the popups are in (the query has settled and rendered), yet nothing covers the visitor's dialog
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Popup 1' })).toBeNull();
    other.remove();
    expect(await screen.findByRole('dialog', { name: 'Popup 1' })).toBeInTheDocument();
  });

  it('waits for a dialog the visitor opened as the popups arrived, before the popup was on screen', async () => {
    // a dialog that opens in the very commit of the popups' answer: the popup's decision to show comes
    // after it, in the render that puts the popup on screen
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-label', 'Welcome back');
    onTestFinished(() => other.remove());
    function OpensWithTheAnswer() {
      const { data } = usePopups(true);
      useLayoutEffect(() => {
        if (data) document.body.append(other);
      }, [data]);
      return null;
    }
    resetAdPopupPageView();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OpensWithTheAnswer />
        <AdPopup loggedIn={false} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(other.isConnected).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Popup 1' })).toBeNull();
    other.remove();
    expect(await screen.findByRole('dialog', { name: 'Popup 1' })).toBeInTheDocument();
  });

  it('does not open over a page the visitor is leaving, and opens if the visitor stays', async () => {
    resetAdPopupPageView();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (waiting: boolean) => (
      <QueryClientProvider client={client}>
        <AdPopup loggedIn={false} waiting={waiting} />
      </QueryClientProvider>
    );
    const view = render(page(true));
    await waitFor(() => expect(platform.sent(announcementCalls.list)).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Popup 1' })).toBeNull();
    view.rerender(page(false));
    expect(await screen.findByRole('dialog', { name: 'Popup 1' })).toBeInTheDocument();
  });
});
