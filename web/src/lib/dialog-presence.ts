import { useEffect, useState } from 'react';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Whether any dialog (ours or a library's) is in the page now. */
export const anyDialogInPage = (): boolean => typeof document !== 'undefined' && document.querySelector(DIALOG) !== null;

/**
 * Whether another dialog is open, followed while `watching` (a MutationObserver on the page; off
 * otherwise, so a page that changes often pays nothing). An overlay that opens by itself (the
 * advertisement popup) waits for it: two modals never stack, and the one a person opened on
 * purpose (the login popup) is never covered by one they did not ask for.
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
