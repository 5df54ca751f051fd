import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The phone dock (below lg): the strip across the bottom of the window where the site's floating
 * controls sit (the right bar's phone shortcuts, back-to-top, the lottery mini-game), with as much
 * room kept free at the end of the page, so a floating control never lies over the page's own
 * controls. It steps aside while an editable field has focus (the phone's keyboard is up).
 */
export const PHONE_DOCK_HEIGHT_PX = 64;

interface PhoneDockState {
  /** Floating controls of features that sit in the dock while shown (the lottery mini-game). */
  floaters: number;
  /** An editable field has focus. */
  fieldActive: boolean;
}

export const usePhoneDock = create<PhoneDockState>(() => ({ floaters: 0, fieldActive: false }));

/** A feature's floating control takes its place in the dock while `active` (the dock shows for it). */
export function useDockedFloater(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    usePhoneDock.setState((s) => ({ floaters: s.floaters + 1 }));
    return () => usePhoneDock.setState((s) => ({ floaters: Math.max(0, s.floaters - 1) }));
  }, [active]);
}

const NOT_TYPED = new Set(['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color', 'image', 'hidden']);

/** A control that brings up the phone's keyboard: a text-like input, a textarea, a select or editable text. */
export function isEditableField(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !NOT_TYPED.has(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

/**
 * Follows the focus of the document (the dock owner calls it once): fieldActive while a field has
 * it. A press that takes the focus from a field (the form's send button, just above the dock) keeps
 * the dock aside until it is released: come back between press and release, the dock would lie
 * under the pointer and take the release, and the button would never hear its click.
 */
export function useFieldFocusTracking(): void {
  useEffect(() => {
    let pressed = false;
    const update = () => {
      const active = isEditableField(document.activeElement);
      if (!active && pressed) return;
      if (usePhoneDock.getState().fieldActive !== active) usePhoneDock.setState({ fieldActive: active });
    };
    // focusout fires before the next element has focus, and a release before its click: read the
    // settled focus a task later
    const later = () => void setTimeout(update, 0);
    const press = () => {
      pressed = true;
    };
    const release = () => {
      pressed = false;
      later();
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    update();
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      usePhoneDock.setState({ fieldActive: false });
    };
  }, []);
}
