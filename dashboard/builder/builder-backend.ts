/**
 * The dashboard's `BuilderBackend` (editor/backend.ts) over the Pages API: loading a page with
 * its store and global content, saving draft or publish with both versions, page links and
 * categories for the pickers, over builder-api.ts (`callEndpoint` over fetch). Owns: mapping API answers and errors
 * to the editor's shapes (pure functions below, unit-tested). Not: retries, toasts.
 */
import {
  ApiError,
  CONTENT_SCHEMA_VERSION,
  currencyCodes,
  readTheme,
  type Theme,
} from '../../shared';
import type { ContentDocument, CurrencyCode } from '../../shared';
import type {
  BuilderBackend,
  BuilderPageData,
  CategoryOption,
  PageLinkOption,
  SaveInput,
  SaveResult,
} from '../../editor';
import type {
  PageEditorDetail,
  PageLink,
  UpdatePageInput,
  UpdatePageResult,
} from '../api/pages-api';
import { readApiError } from '../api/read-api-error';
import { storefrontPagePath, storefrontUrl } from '../lib/storefront-url';
import { builderApi } from './builder-api';

type Components = BuilderPageData['content'];

/** Where the dashboard page is: the storefront link keeps its protocol and port. */
export interface PageLocation {
  protocol: string;
  port: string;
}

function componentsOf(document: ContentDocument | null | undefined): Components {
  const list = document && Array.isArray(document.components) ? document.components : [];
  return list as Components;
}

function currencyOf(value: string): CurrencyCode {
  return (currencyCodes as readonly string[]).includes(value) ? (value as CurrencyCode) : 'USD';
}

/** get-page-by-id's answer as the editor loads it. */
export function toBuilderPageData(
  detail: PageEditorDetail,
  location: PageLocation,
): BuilderPageData {
  return {
    pageId: detail.pageId,
    storeId: detail.storeId,
    title: detail.title,
    slug: detail.slug,
    pageType: detail.pageType,
    store: {
      storeId: detail.storeId,
      name: detail.storeName,
      currency: currencyOf(detail.currency),
      storeDomain: detail.storeDomain,
    },
    content: componentsOf(detail.content),
    // Global sections are saved by contentType: make sure every one of them carries it.
    globalContent: componentsOf(detail.globalContent).map((c) =>
      c.contentType ? c : { ...c, contentType: 'global' as const },
    ),
    theme: themeOf(detail.globalContent),
    version: detail.version,
    globalVersion: detail.globalVersion,
    published: detail.published,
    storefrontUrl: storefrontUrl(detail.storeDomain, location, storefrontPagePath(detail)),
  };
}

/** The theme the global content carries, or the default one. */
const themeOf = (globalContent: unknown): Theme =>
  readTheme((globalContent as { theme?: unknown } | null)?.theme);

/** The update-page body of a save; versions are left out when unknown (overwrite). */
export function toUpdatePageBody(input: SaveInput): UpdatePageInput {
  const body: UpdatePageInput = {
    pageId: input.pageId,
    storeId: input.storeId,
    content: { schemaVersion: CONTENT_SCHEMA_VERSION, components: input.content },
    globalContent: {
      schemaVersion: CONTENT_SCHEMA_VERSION,
      components: input.globalContent,
      theme: input.theme,
    },
    publish: input.publish,
  };
  if (input.version !== undefined) body.version = input.version;
  if (input.globalVersion !== undefined) body.globalVersion = input.globalVersion;
  return body;
}

/** A successful update-page answer. */
export function toSaveSuccess(result: UpdatePageResult, input: SaveInput): SaveResult {
  return {
    ok: true,
    version: result.version,
    globalVersion:
      typeof result.globalVersion === 'number' ? result.globalVersion : (input.globalVersion ?? 1),
    published: result.published,
  };
}

const versionFields = new Set(['version', 'globalVersion']);

/**
 * A failed update-page call: a 409 on `version`/`globalVersion` (or one naming no field) is
 * a conflict; any other answer comes back with the server's message and field messages.
 */
export function toSaveFailure(error: unknown): SaveResult {
  const info = readApiError(error);
  const fields = Object.entries(info.fieldErrors).map(([field, message]) => ({ field, message }));
  if (
    info.status === 409 &&
    (fields.length === 0 || fields.some((f) => versionFields.has(f.field)))
  ) {
    return { ok: false, conflict: true, message: info.message };
  }
  // An ApiError without a status already says no answer came ("No answer from the server: …").
  const unreached = info.status === undefined && !(error instanceof ApiError);
  const message = unreached ? `Could not reach the server: ${info.message}` : info.message;
  return { ok: false, conflict: false, message, fields };
}

/** get-pages-links mapped to the link pickers' options. */
export function toPageLinkOptions(links: readonly PageLink[]): PageLinkOption[] {
  return links.map((link) => ({ title: link.title, url: link.url }));
}

/** The public categories answer as picker options; anything unexpected is skipped. */
export function toCategoryOptions(data: unknown): CategoryOption[] {
  if (!Array.isArray(data)) return [];
  const options: CategoryOption[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { slug, name } = item as { slug?: unknown; name?: unknown };
    if (typeof slug === 'string' && typeof name === 'string') options.push({ slug, name });
  }
  return options;
}

export interface BuilderBackendDeps {
  /** The Pages API calls used (defaults to builder-api.ts). */
  api?: Pick<typeof builderApi, 'getPage' | 'updatePage' | 'listPageLinks'>;
  /** Reads the public categories list of a store (defaults to builder-api.ts). */
  fetchCategories?: (storeId: string) => Promise<unknown>;
  /** Defaults to `window.location`. */
  location?: PageLocation;
  /** Called after every successful save (e.g. to refresh the pages list). */
  onSaved?: (saved: { pageId: string; storeId: string; published: boolean }) => void;
}

/** A page read started early (see `prefetchBuilderPage`), taken by the first matching load. */
let prefetched: { pageId: string; detail: Promise<PageEditorDetail | null> } | null = null;

/**
 * Starts reading `pageId` at once, while the session is still being checked, so the builder
 * does not wait for the two one after the other. A failure (no session, say) is forgotten
 * quietly and the builder's own load reports it as usual.
 */
export function prefetchBuilderPage(pageId: string): void {
  const detail = builderApi.getPage(pageId).catch(() => null);
  prefetched = { pageId, detail };
}

function takePrefetched(pageId: string): Promise<PageEditorDetail | null> | null {
  if (prefetched?.pageId !== pageId) return null;
  const { detail } = prefetched;
  prefetched = null;
  return detail;
}

/** The backend the builder screen hands to the editor. */
export function createBuilderBackend(deps: BuilderBackendDeps = {}): BuilderBackend {
  const api = deps.api ?? builderApi;
  const fetchCategories = deps.fetchCategories ?? builderApi.listCategories;
  const location = (): PageLocation => deps.location ?? window.location;

  return {
    async loadPage(pageId) {
      let detail: PageEditorDetail;
      try {
        detail = (await takePrefetched(pageId)) ?? (await api.getPage(pageId));
      } catch (error) {
        throw new Error(readApiError(error).message, { cause: error });
      }
      return toBuilderPageData(detail, location());
    },

    async save(input) {
      let result: UpdatePageResult;
      try {
        result = await api.updatePage(toUpdatePageBody(input));
      } catch (error) {
        return toSaveFailure(error);
      }
      const saved = toSaveSuccess(result, input);
      deps.onSaved?.({ pageId: input.pageId, storeId: input.storeId, published: result.published });
      return saved;
    },

    async listPageLinks(storeId) {
      try {
        return toPageLinkOptions(await api.listPageLinks(storeId));
      } catch {
        return [];
      }
    },

    async listCategories(storeId) {
      try {
        return toCategoryOptions(await fetchCategories(storeId));
      } catch {
        return [];
      }
    },
  };
}
