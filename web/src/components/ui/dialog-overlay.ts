import { cn } from './cn';

/**
 * The shade behind a modal dialog, under the dialog's own layer (`layer`: its `z-[n]` class). A
 * plain shade, no backdrop blur: a blur of the whole window is drawn again whenever the page under
 * it changes (the dialog's open animation, the banner carousel behind the advertisement popup),
 * a cost a phone pays for as long as the dialog is open.
 */
export const dialogOverlayClasses = (layer: string) => cn('fixed inset-0 animate-fade-in bg-black/75', layer);
