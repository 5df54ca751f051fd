import { useEffect, useState } from 'react';

/**
 * What a visitor has open on purpose: a dialog, or a menu (the account or language menu). An open
 * menu is modal for pointers (Radix), so an overlay opened over it could be neither used nor closed.
 */
/** Marks a menu or dialog a person asked for whose code is still loading (components/ui/on-demand.tsx). */
export const OPENING_OVERLAY_ATTR = 'data-overlay-opening';
const OVERLAY = `[role="dialog"], [role="alertdialog"], [role="menu"], [${OPENING_OVERLAY_ATTR}]`;

/** Whether any dialog or menu (ours or a library's) is in the page now. */
export const anyDialogInPage = (): boolean => typeof document !== 'undefined' && document.querySelector(OVERLAY) !== null;

/**
 * Whether another dialog or a menu is open, followed while `watching` (a MutationObserver on the page; off
 * otherwise, so a page that changes often pays nothing). An overlay that opens by itself (the
 * advertisement popup) waits for it: two modals never stack, and the one a person opened on
 * purpose (the login popup, the language menu) is never covered or closed by one they did not ask for.
 * The banner carousel's autoplay waits for it too: nobody sees the banners under a dialog.
 */
export function useDialogInPage(watching: boolean): boolean {
  // The page is read at render (the answer is never a render late); the state only brings the
  // next render when a dialog comes or goes.
  const [, setPresent] = useState(false);
  useEffect(() => {
    if (!watching) return;
    const check = () => setPresent(anyDialogInPage());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [watching]);
  return watching && anyDialogInPage();
}
