import { create } from 'zustand';

/** Domain-failure dialog state (spec 1 §2 #11): it needs its own buttons, so not the generic dialog stack. */
interface DomainFailureState {
  open: boolean;
  message: string | null;
  show: (message?: string | null) => void;
  hide: () => void;
}

export const useDomainFailureStore = create<DomainFailureState>()((set) => ({
  open: false,
  message: null,
  show: (message) => set({ open: true, message: message?.trim() ? message : null }),
  hide: () => set({ open: false }),
}));

export const showDomainFailure = (message?: string | null): void => useDomainFailureStore.getState().show(message);
