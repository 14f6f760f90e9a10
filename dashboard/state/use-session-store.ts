/**
 * Client session state of spec 3: who is logged in and which store the dashboard works on.
 * Owns: the in-memory session and keeping `currentStoreId` in browser storage in step.
 * Not: the session itself (an HTTP-only cookie) or server data (TanStack Query).
 */
import { create } from 'zustand';
import type { StoreSummary } from '../../shared';
import { currentStoreId } from './current-store-id';

/** Page-independent storefront content (topbar, navbar, footer); shaped by the builder later. */
export type GlobalContent = unknown;

export interface SessionState {
  userId: string | null;
  email: string | null;
  storeId: string | null;
  storeDomain: string | null;
  currency: string | null;
  fbPixelId: string | null;
  globalContent: GlobalContent | null;
}

export interface SessionActions {
  /** Records the logged-in user (from login, signup or check-auth). */
  setUser: (user: { userId: string; email: string }) => void;
  /** Selects `store` and saves its id under `currentStoreId`. */
  selectStore: (store: StoreSummary) => void;
  /** Selects a store known only by id (e.g. the auth check's `selectedStoreId`). */
  adoptStoreId: (storeId: string) => void;
  /** Fills the selected store's details once loaded; ignored if another store is selected. */
  setStoreDetails: (store: StoreSummary) => void;
  setGlobalContent: (globalContent: GlobalContent | null) => void;
  /** Forgets the selected store in state and in storage (login, signup, unknown store). */
  clearStoreSelection: () => void;
  /** Forgets everything (logout). */
  clearSession: () => void;
}

const noStore = {
  storeId: null,
  storeDomain: null,
  currency: null,
  fbPixelId: null,
  globalContent: null,
} satisfies Partial<SessionState>;

const initialState = (): SessionState => ({
  userId: null,
  email: null,
  ...noStore,
  // A reload keeps the store the merchant picked.
  storeId: currentStoreId.read(),
});

export const useSessionStore = create<SessionState & SessionActions>()((set, get) => ({
  ...initialState(),
  setUser: ({ userId, email }) => set({ userId, email }),
  selectStore: (store) => {
    currentStoreId.save(store.storeId);
    set({
      storeId: store.storeId,
      storeDomain: store.storeDomain,
      currency: store.currency,
      fbPixelId: store.fbPixelId,
      globalContent: null,
    });
  },
  adoptStoreId: (storeId) => {
    currentStoreId.save(storeId);
    set({ ...noStore, storeId });
  },
  setStoreDetails: (store) => {
    if (get().storeId !== store.storeId) return;
    set({ storeDomain: store.storeDomain, currency: store.currency, fbPixelId: store.fbPixelId });
  },
  setGlobalContent: (globalContent) => set({ globalContent }),
  clearStoreSelection: () => {
    currentStoreId.clear();
    set(noStore);
  },
  clearSession: () => {
    currentStoreId.clear();
    set({ userId: null, email: null, ...noStore });
  },
}));
