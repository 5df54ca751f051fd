import { useDeferredValue, useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { PopupNotice } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { useDialogInPage } from '../../../lib/dialog-presence';
import { getCustomerId, getMerchantCode } from '../../../lib/storage';
import { usePopups } from '../api/get-announcements';
import { RichText } from '../../../components/ui/rich-text';
import { dialogOverlayClasses } from '../../../components/ui/dialog-overlay';

/** Session storage: the customer who closed the popup in this browser session (spec 1 §4, spec 2 §4). */
const CLOSED_KEY = 'homeContent.adPopupClosed';
/** Local storage: ids of execution-F popups already seen, which never show again in this browser. */
const SEEN_KEY = 'homeContent.adPopupSeen';

const scoped = (key: string) => `${key}:${getMerchantCode() ?? ''}`;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const seenIds = (): string[] => safe(() => JSON.parse(window.localStorage.getItem(scoped(SEEN_KEY)) ?? '[]') as string[], []);
const closedThisSession = (customerId: string | null): boolean =>
  !!customerId && safe(() => window.sessionStorage.getItem(scoped(CLOSED_KEY)) === customerId, false);

/**
 * A close in this page view, whoever made it: the popup does not come back when a guest who closed
 * it logs in. Only a member's close outlives the page (session storage); a reload starts afresh.
 */
let closedInThisPage = false;

const rememberClosedInThisPage = (): void => {
  closedInThisPage = true;
};

/** A new page view (tests: the next visit). */
export function resetAdPopupPageView(): void {
  closedInThisPage = false;
}

/** The popups to show: execution A each visit, F only until it has been seen once (spec 2 §3 execution). */
export function popupsToShow(popups: readonly PopupNotice[], seen: readonly string[]): PopupNotice[] {
  return popups.filter((p) => p.execution === 'A' || !seen.includes(p.id));
}

/**
 * The advertisement popup (spec 1 §4, spec 2 §2 "Advertisement popup" with paging, §4): popup
 * announcements (PU, platform W) one page each. Closing it while logged in is remembered for the
 * browser session (it stays closed after a reload); a guest sees it again on the next visit.
 */
export function AdPopup({ loggedIn, waiting = false }: { loggedIn: boolean; /** Not now (the visitor is leaving the page): it opens once this is over. */ waiting?: boolean }) {
  const { t } = useTranslation('homeContent');
  const customerId = loggedIn ? getCustomerId() : null;
  const [closed, setClosed] = useState(() => closedInThisPage || closedThisSession(customerId));
  const [seen] = useState(seenIds);
  const [page, setPage] = useState(0);
  const { data } = usePopups(!closed);
  const items = popupsToShow(data?.popup ?? [], seen);
  const wanted = !closed && items.length > 0;
  // It waits while another dialog or a menu is open (the login popup or the language menu a
  // visitor opened, a message): once on screen it stays until closed.
  const [shown, setShown] = useState(false);
  const otherDialog = useDialogInPage(wanted && !shown);
  const free = wanted && !otherDialog && !waiting;
  // It comes on screen in a second, interruptible render: the answer's own render (synchronous, as
  // every store update is) stays small, and React renders the dialog in slices between which the
  // browser paints and handles input, instead of one long task with the answer. The decision is
  // taken in that second render, the one that puts it on screen: a dialog the visitor opened in
  // between (a click is handled before it) keeps it waiting.
  const freeDeferred = useDeferredValue(free);
  if (free && freeDeferred && !shown) setShown(true);
  const open = wanted && shown;
  const item = items[Math.min(page, items.length - 1)];

  const close = () => {
    rememberClosedInThisPage();
    setClosed(true);
    safe(() => {
      const firstTime = items.filter((p) => p.execution === 'F').map((p) => p.id);
      if (firstTime.length) window.localStorage.setItem(scoped(SEEN_KEY), JSON.stringify([...new Set([...seenIds(), ...firstTime])]));
      if (loggedIn && customerId) window.sessionStorage.setItem(scoped(CLOSED_KEY), customerId);
    }, undefined);
  };

  if (!open || !item) return null;
  const image = item.announcementImages[0];
  return (
    <RadixDialog.Root open onOpenChange={(o) => !o && close()}>
      {/* The page's body named at once: by default the portal waits for its own mount, and its
          content would render in a synchronous update from that mount's effect, not in slices. */}
      <RadixDialog.Portal container={document.body}>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[75]')} />
        <RadixDialog.Content
          data-testid="ad-popup"
          className="fixed top-1/2 left-1/2 z-[76] flex max-h-[88dvh] w-[calc(100vw-24px)] max-w-[560px] -translate-x-1/2 -translate-y-1/2 animate-pop-in flex-col overflow-hidden rounded-card border border-border bg-surface text-text shadow-2xl"
        >
          <div className="flex items-center gap-3 border-b border-border px-5 py-3">
            <RadixDialog.Title className="min-w-0 flex-1 text-lg font-bold [overflow-wrap:anywhere]">{item.title}</RadixDialog.Title>
            <RadixDialog.Close data-testid="ad-popup-close" aria-label={t('popup.close')} className="grid size-11 shrink-0 place-items-center rounded-control hover:bg-surface-2">
              <Icon name="close" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto">
            {image ? <img src={image.url} alt="" width={1200} height={400} className="block aspect-[3/1] w-full object-cover" /> : null}
            <RadixDialog.Description asChild>
              <div className="p-5">
                <RichText data-testid="notice-content" html={item.content} />
              </div>
            </RadixDialog.Description>
          </div>
          {items.length > 1 ? (
            <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-3">
              <button type="button" disabled={page <= 0} onClick={() => setPage((p) => p - 1)} className="min-h-11 rounded-control border border-border px-4 text-sm font-semibold disabled:opacity-40">
                {t('popup.previous')}
              </button>
              <span className="text-sm text-muted" aria-live="polite">
                {t('popup.position', { n: Math.min(page, items.length - 1) + 1, total: items.length })}
              </span>
              <button
                type="button"
                disabled={page >= items.length - 1}
                onClick={() => setPage((p) => p + 1)}
                className="min-h-11 rounded-control border border-border px-4 text-sm font-semibold disabled:opacity-40"
              >
                {t('popup.next')}
              </button>
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
