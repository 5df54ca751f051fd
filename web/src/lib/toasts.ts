import { create } from 'zustand';
import { TOAST_DEFAULT_DURATION_MS, TOAST_SLOT_HEIGHT_PX, TOAST_SPACING_PX } from '@lotto/contract';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastRequest {
  title?: string;
  message: string;
  tone: ToastTone;
  /** Milliseconds on screen; 0 keeps it until closed (spec 2 §9). Default 4500. */
  duration?: number;
  /** One button beside the text (e.g. open the inbox); pressing it closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast extends Required<Pick<ToastRequest, 'message' | 'tone' | 'duration'>> {
  id: string;
  title?: string;
  action?: ToastAction;
}

export const TOAST_DEFAULT_DURATION = TOAST_DEFAULT_DURATION_MS; // spec 2 §9: 4500 ms
export const TOAST_SPACING = TOAST_SPACING_PX; // spec 2 §9: 16 px between toasts
export const TOAST_POSITION = 'bottom-right' as const; // spec 2 §9
export const TOAST_SLOT_HEIGHT = TOAST_SLOT_HEIGHT_PX; // spec 2 §9

/** How many toasts fit at once: max(2, floor(window height / 94) - 1) (spec 2 §9). */
export function maxVisibleToasts(windowHeight: number = window.innerHeight): number {
  return Math.max(2, Math.floor(windowHeight / TOAST_SLOT_HEIGHT_PX) - 1);
}

interface ToastState {
  /** On screen now, oldest first. */
  toasts: Toast[];
  /** Waiting for a free slot, oldest first. */
  queue: Toast[];
  push: (t: ToastRequest) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

let seq = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function arm(t: Toast, dismiss: (id: string) => void): void {
  if (t.duration > 0) timers.set(t.id, setTimeout(() => dismiss(t.id), t.duration));
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  queue: [],
  push: (req) => {
    const t: Toast = {
      id: `toast-${++seq}`,
      title: req.title,
      message: req.message,
      tone: req.tone,
      duration: req.duration ?? TOAST_DEFAULT_DURATION_MS,
      ...(req.action ? { action: req.action } : {}),
    };
    const { toasts } = get();
    if (toasts.length < maxVisibleToasts()) {
      set({ toasts: [...toasts, t] });
      arm(t, get().dismiss);
    } else {
      // queued rather than dropped so a deposit or withdraw notice is never lost; its timer starts when shown
      set((s) => ({ queue: [...s.queue, t] }));
    }
    return t.id;
  },
  dismiss: (id) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    const s = get();
    let toasts = s.toasts.filter((x) => x.id !== id);
    let queue = s.queue.filter((x) => x.id !== id);
    const promoted: Toast[] = [];
    while (toasts.length < maxVisibleToasts() && queue.length > 0) {
      const next = queue[0]!;
      queue = queue.slice(1);
      toasts = [...toasts, next];
      promoted.push(next);
    }
    set({ toasts, queue });
    for (const t of promoted) arm(t, get().dismiss);
  },
  clear: () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set({ toasts: [], queue: [] });
  },
}));

/** Shows a toast; returns its id for an early dismiss. */
export function toast(req: ToastRequest): string {
  return useToastStore.getState().push(req);
}

export const dismissToast = (id: string): void => useToastStore.getState().dismiss(id);
