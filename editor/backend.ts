/**
 * What the builder needs from the outside world, implemented by the dashboard over its HTTP
 * client. The editor never fetches by itself: it stays testable and free of dashboard code.
 */
import type { Component, StoreInfo } from '../protocol';
import type { Theme } from '../shared';

/** A page opened in the builder: its draft, the store's draft global content, versions. */
export interface BuilderPageData {
  pageId: string;
  storeId: string;
  title: string;
  slug: string;
  /** 'home' | 'shop' | 'about' | 'product' | 'custom'. */
  pageType: string;
  store: StoreInfo;
  /** The page's own sections (contentType normal), draft, in order. */
  content: Component[];
  /** The store's header and footer sections (contentType global), draft, in order. */
  globalContent: Component[];
  /** The store's theme, saved with the global content (the default theme when it has none). */
  theme: Theme;
  /** The page's version the draft was read at; sent back with each save. */
  version: number;
  /** The store's global content version, likewise. */
  globalVersion: number;
  published: boolean;
  /** Where shoppers see this page, e.g. `http://demo.localhost:3000/`. */
  storefrontUrl: string;
}

export interface SaveInput {
  pageId: string;
  storeId: string;
  content: Component[];
  globalContent: Component[];
  theme: Theme;
  /** The versions the edit is based on; omitted (undefined) overwrites whatever is stored. */
  version: number | undefined;
  globalVersion: number | undefined;
  /** Also make the draft live on the store host. */
  publish: boolean;
}

export type SaveResult =
  | { ok: true; version: number; globalVersion: number; published: boolean }
  /** Someone saved this page (or the global content) since it was loaded: nothing stored. */
  | { ok: false; conflict: true; message: string }
  | { ok: false; conflict: false; message: string; fields: { field: string; message: string }[] };

export interface PageLinkOption {
  title: string;
  /** A storefront path such as `/`, `/shop`, `/page/about-us`. */
  url: string;
}

export interface CategoryOption {
  slug: string;
  name: string;
}

export interface BuilderBackend {
  /** Rejects with an Error whose message is fit to show (e.g. 'Page not found'). */
  loadPage(pageId: string): Promise<BuilderPageData>;
  /** Never rejects for 4xx answers: they come back as `ok: false`. */
  save(input: SaveInput): Promise<SaveResult>;
  /** The store's pages, for link pickers (navbar, footer, buttons). */
  listPageLinks(storeId: string): Promise<PageLinkOption[]>;
  /** The store's categories, for product collection pickers. */
  listCategories(storeId: string): Promise<CategoryOption[]>;
}
