/**
 * The cart's on-screen state for one storefront app: the drawer (open → closing 500 ms →
 * closed, spec 4 and 9) and the short 'Item added to cart!' notice. Actions and state are two
 * contexts, so components that only act (cards, buttons) never re-render on a state change.
 * Outside a provider the actions do nothing (sections rendered alone, tests).
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type CartDrawerState = 'open' | 'closing' | 'closed';

/** The drawer's closing phase (spec 9). */
export const CART_DRAWER_CLOSE_MS = 500;
/** How long the added-to-cart notice stays. */
export const CART_NOTICE_MS = 2000;

export interface CartNotice {
  /** Grows with every notice, so the same words are announced again. */
  id: number;
  message: string;
}

export interface CartUiActions {
  openDrawer(): void;
  closeDrawer(): void;
  showNotice(message: string): void;
}

export interface CartUiState {
  drawer: CartDrawerState;
  notice: CartNotice | null;
}

const noop = () => undefined;
const inertActions: CartUiActions = { openDrawer: noop, closeDrawer: noop, showNotice: noop };
const ActionsContext = createContext<CartUiActions>(inertActions);
const StateContext = createContext<CartUiState>({ drawer: 'closed', notice: null });

export function CartUiProvider({ children }: { children: ReactNode }) {
  const [drawer, setDrawer] = useState<CartDrawerState>('closed');
  const drawerRef = useRef<CartDrawerState>('closed');
  const [notice, setNotice] = useState<CartNotice | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const noticeTimer = useRef<number | undefined>(undefined);

  const actions = useMemo<CartUiActions>(
    () => ({
      openDrawer() {
        window.clearTimeout(closeTimer.current);
        drawerRef.current = 'open';
        setDrawer('open');
      },
      closeDrawer() {
        if (drawerRef.current !== 'open') return;
        drawerRef.current = 'closing';
        setDrawer('closing');
        closeTimer.current = window.setTimeout(() => {
          drawerRef.current = 'closed';
          setDrawer('closed');
        }, CART_DRAWER_CLOSE_MS);
      },
      showNotice(message) {
        window.clearTimeout(noticeTimer.current);
        setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, message }));
        noticeTimer.current = window.setTimeout(() => setNotice(null), CART_NOTICE_MS);
      },
    }),
    [],
  );

  useEffect(
    () => () => {
      window.clearTimeout(closeTimer.current);
      window.clearTimeout(noticeTimer.current);
    },
    [],
  );

  const state = useMemo<CartUiState>(() => ({ drawer, notice }), [drawer, notice]);
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

/** Open/close the drawer and show notices; stable across renders. */
export const useCartUiActions = (): CartUiActions => useContext(ActionsContext);

/** The drawer state and the current notice. */
export const useCartUiState = (): CartUiState => useContext(StateContext);
