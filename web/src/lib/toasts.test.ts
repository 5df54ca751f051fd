import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION, TOAST_POSITION, TOAST_SPACING, maxVisibleToasts, toast, useToastStore } from './toasts';

const setHeight = (h: number) => Object.defineProperty(window, 'innerHeight', { value: h, configurable: true });

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.getState().clear();
});
afterEach(() => {
  useToastStore.getState().clear();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('[S2-9.6] allows max(2, floor(window height / 94) - 1) toasts at once', () => {
    expect(maxVisibleToasts(100)).toBe(2);
    expect(maxVisibleToasts(282)).toBe(2);
    expect(maxVisibleToasts(376)).toBe(3);
    expect(maxVisibleToasts(940)).toBe(9);
    expect(maxVisibleToasts(1000)).toBe(9);
  });

  it('[S2-9.6] queues toasts beyond the limit and shows them as slots free up', () => {
    setHeight(376); // 3 slots
    for (let i = 1; i <= 5; i++) toast({ message: `m${i}`, tone: 'info' });
    const s = useToastStore.getState();
    expect(s.toasts.map((t) => t.message)).toEqual(['m1', 'm2', 'm3']);
    expect(s.queue.map((t) => t.message)).toEqual(['m4', 'm5']);

    useToastStore.getState().dismiss(s.toasts[0]!.id);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['m2', 'm3', 'm4']);
  });

  it('[S2-9.6] closes a toast after 4500 ms by default', () => {
    setHeight(800);
    toast({ message: 'hello', tone: 'success' });
    expect(useToastStore.getState().toasts[0]?.duration).toBe(4500);
    vi.advanceTimersByTime(4499);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('[S2-9.6] keeps a toast with duration 0 until it is dismissed', () => {
    setHeight(800);
    const id = toast({ title: 'Deposit', message: 'arrived', tone: 'info', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(useToastStore.getState().toasts.map((t) => t.id)).toEqual([id]);
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('[S2-9.6] starts a queued toast’s timer only once it is shown', () => {
    setHeight(100); // 2 slots
    toast({ message: 'a', tone: 'info', duration: 1000 });
    toast({ message: 'b', tone: 'info', duration: 5000 });
    toast({ message: 'c', tone: 'info', duration: 1000 });
    vi.advanceTimersByTime(1000); // a leaves, c enters
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['b', 'c']);
    vi.advanceTimersByTime(999);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['b', 'c']);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['b']);
  });

  it('[S2-9.6] exports the bottom-right position, 16 px spacing and 4500 ms default for the renderer', () => {
    expect(TOAST_POSITION).toBe('bottom-right');
    expect(TOAST_SPACING).toBe(16);
    expect(TOAST_DEFAULT_DURATION).toBe(4500);
  });
});
