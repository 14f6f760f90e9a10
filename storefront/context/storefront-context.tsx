/**
 * What every section can read: view mode (`storeFront` for shoppers, `builder` inside the
 * editor's iframe), the builder's screen size, the store, and its data API.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Component, StorefrontStoreDto } from '../../shared';
import type { StorefrontApi } from '../data/storefront-api';

export type ViewMode = 'storeFront' | 'builder';
export type ScreenSize = 'desktop' | 'tablet' | 'mobile';

export interface StorefrontContextValue {
  viewMode: ViewMode;
  /** Which columns builder mode shows; ignored in the storefront (breakpoints decide). */
  screenSize: ScreenSize;
  store: StorefrontStoreDto;
  api: StorefrontApi;
  /**
   * Wraps each rendered section; the builder's canvas uses it for outlines and selection.
   * Defaults to rendering the section as is.
   */
  wrapSection?: (section: { id: string; type: string }, children: ReactNode) => ReactNode;
  /**
   * The product page's section with its full props (the route fills in the slug). The server
   * builds it from the registry, so the browser bundle carries no schemas.
   */
  productSection?: Component;
}

const StorefrontContext = createContext<StorefrontContextValue | null>(null);

export function StorefrontProvider({
  value,
  children,
}: {
  value: StorefrontContextValue;
  children: ReactNode;
}) {
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

/** The storefront context; throws outside a StorefrontProvider (a bug). */
export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront must be used inside <StorefrontProvider>');
  return value;
}
