import { create } from 'zustand';

/** Favourite stars the player flipped in this tab, ahead of the server's lists (optimistic UI). */
interface FavouriteOverrides {
  overrides: Record<string, boolean>;
  set: (nodeId: string, on: boolean | undefined) => void;
  clear: () => void;
}

export const useFavouriteOverrides = create<FavouriteOverrides>()((set) => ({
  overrides: {},
  set: (nodeId, on) =>
    set((s) => {
      const next = { ...s.overrides };
      if (on === undefined) delete next[nodeId];
      else next[nodeId] = on;
      return { overrides: next };
    }),
  clear: () => set({ overrides: {} }),
}));
