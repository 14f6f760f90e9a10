import { describe, expect, it, vi } from 'vitest';
import type { SaveInput } from '../../editor';
import { ApiError, CONTENT_SCHEMA_VERSION, defaultTheme } from '../../shared';
import type { PageEditorDetail, UpdatePageResult } from '../api/pages-api';
import {
  createBuilderBackend,
  toBuilderPageData,
  toCategoryOptions,
  toPageLinkOptions,
  toSaveFailure,
  toSaveSuccess,
  toUpdatePageBody,
} from './builder-backend';

/** What a call rejects with: the API's answer, or (null) a fetch that never got one. */
function apiError(status: number | null, data?: unknown): Error {
  return status === null ? new TypeError('Network Error') : new ApiError(status, '', data);
}

const storeId = '11111111-1111-4111-8111-111111111111';
const pageId = '22222222-2222-4222-8222-222222222222';
const hero = { id: 'hero-0a1b2c3d', type: 'hero', contentType: 'normal', props: { title: 'Hi' } };
const navbar = { id: 'navbar-0a1b2c3d', type: 'navbar', contentType: 'global', props: {} };
const footer = { id: 'footer-0a1b2c3d', type: 'footer', props: {} };

function detail(overrides: Partial<PageEditorDetail> = {}): PageEditorDetail {
  return {
    pageId,
    storeId,
    title: 'About us',
    slug: 'about',
    pageType: 'about',
    metaTitle: '',
    metaDescription: '',
    content: { schemaVersion: 1, components: [hero] },
    published: true,
    publishedAt: '2026-01-01T00:00:00.000Z',
    version: 4,
    updatedAt: '2026-01-01T00:00:00.000Z',
    storeDomain: 'demo.localhost',
    storeName: 'Demo',
    currency: 'EUR',
    globalContent: { schemaVersion: 1, components: [navbar, footer] },
    globalVersion: 7,
    globalUnpublishedChanges: false,
    unpublishedChanges: false,
    ...overrides,
  } as PageEditorDetail;
}

const saveInput: SaveInput = {
  pageId,
  storeId,
  content: [hero] as SaveInput['content'],
  globalContent: [navbar] as SaveInput['content'],
  theme: defaultTheme,
  version: 4,
  globalVersion: 7,
  publish: false,
};

const http = { protocol: 'http:', port: '3000' };

describe('toBuilderPageData', () => {
  it('maps the page, its store, both component lists and the versions', () => {
    const data = toBuilderPageData(detail(), http);
    expect(data).toMatchObject({
      pageId,
      storeId,
      title: 'About us',
      slug: 'about',
      pageType: 'about',
      store: { storeId, name: 'Demo', currency: 'EUR', storeDomain: 'demo.localhost' },
      content: [hero],
      version: 4,
      globalVersion: 7,
      published: true,
      storefrontUrl: 'http://demo.localhost:3000/about',
    });
    expect(data.globalContent.map((c) => c.id)).toEqual([navbar.id, footer.id]);
  });

  it('marks every global section as global', () => {
    const data = toBuilderPageData(detail(), http);
    expect(data.globalContent.every((c) => c.contentType === 'global')).toBe(true);
    expect(data.globalContent[0]).toBe(navbar); // untouched ones are kept as they are
  });

  it('builds the storefront URL from the slug', () => {
    expect(toBuilderPageData(detail({ slug: 'home', pageType: 'home' }), http).storefrontUrl).toBe(
      'http://demo.localhost:3000/',
    );
    expect(
      toBuilderPageData(detail({ slug: 'summer', pageType: 'custom' }), {
        protocol: 'https:',
        port: '',
      }).storefrontUrl,
    ).toBe('https://demo.localhost/page/summer');
  });

  it('reads missing content as empty lists', () => {
    const data = toBuilderPageData(
      detail({
        content: undefined as never,
        globalContent: null as never,
      }),
      http,
    );
    expect(data.content).toEqual([]);
    expect(data.globalContent).toEqual([]);
  });
});

describe('toUpdatePageBody', () => {
  it('wraps both lists in content documents with both versions, the theme in the global one', () => {
    expect(toUpdatePageBody({ ...saveInput, publish: true })).toEqual({
      pageId,
      storeId,
      content: { schemaVersion: CONTENT_SCHEMA_VERSION, components: [hero] },
      globalContent: {
        schemaVersion: CONTENT_SCHEMA_VERSION,
        components: [navbar],
        theme: defaultTheme,
      },
      version: 4,
      globalVersion: 7,
      publish: true,
    });
  });

  it('leaves unknown versions out (overwrite)', () => {
    const body = toUpdatePageBody({ ...saveInput, version: undefined, globalVersion: undefined });
    expect('version' in body).toBe(false);
    expect('globalVersion' in body).toBe(false);
  });
});

describe('save results', () => {
  it('maps a success to the new versions', () => {
    const result = { ...detail(), version: 5, globalVersion: 8 } as UpdatePageResult;
    expect(toSaveSuccess(result, saveInput)).toEqual({
      ok: true,
      version: 5,
      globalVersion: 8,
      published: true,
    });
  });

  it('maps a 409 on either version to a conflict', () => {
    for (const field of ['version', 'globalVersion']) {
      expect(
        toSaveFailure(
          apiError(409, {
            error: 'This page was changed since you loaded it',
            details: [{ field, message: 'stale' }],
          }),
        ),
      ).toEqual({
        ok: false,
        conflict: true,
        message: 'This page was changed since you loaded it',
      });
    }
  });

  it('maps a 400 to its message and field messages', () => {
    expect(
      toSaveFailure(
        apiError(400, {
          error: 'Invalid content: content.components[0].props.title',
          details: [{ field: 'content.components[0].props.title', message: 'Too long' }],
        }),
      ),
    ).toEqual({
      ok: false,
      conflict: false,
      message: 'Invalid content: content.components[0].props.title',
      fields: [{ field: 'content.components[0].props.title', message: 'Too long' }],
    });
  });

  it('maps a 409 on another field (no version) to a plain failure', () => {
    expect(
      toSaveFailure(
        apiError(409, {
          error: 'A page with this slug already exists',
          details: [{ field: 'slug', message: 'Taken' }],
        }),
      ),
    ).toMatchObject({ ok: false, conflict: false, fields: [{ field: 'slug', message: 'Taken' }] });
  });

  it('maps a network failure to a plain failure instead of throwing', () => {
    expect(toSaveFailure(apiError(null))).toEqual({
      ok: false,
      conflict: false,
      message: 'Could not reach the server: Network Error',
      fields: [],
    });
    expect(
      toSaveFailure(new ApiError(undefined, '', undefined, 'No answer from the server: x')),
    ).toEqual({ ok: false, conflict: false, message: 'No answer from the server: x', fields: [] });
  });
});

describe('pickers', () => {
  it('maps page links to title and url', () => {
    expect(
      toPageLinkOptions([
        { pageId, title: 'Home', slug: 'home', pageType: 'home', url: '/', published: true },
        {
          pageId,
          title: 'FAQ',
          slug: 'faq',
          pageType: 'custom',
          url: '/page/faq',
          published: false,
        },
      ]),
    ).toEqual([
      { title: 'Home', url: '/' },
      { title: 'FAQ', url: '/page/faq' },
    ]);
  });

  it('maps categories and skips anything malformed', () => {
    expect(
      toCategoryOptions([
        { id: '1', slug: 'shoes', name: 'Shoes', image: '' },
        { id: '2', name: 'No slug' },
        null,
      ]),
    ).toEqual([{ slug: 'shoes', name: 'Shoes' }]);
    expect(toCategoryOptions({ error: 'x' })).toEqual([]);
  });
});

describe('createBuilderBackend', () => {
  function setup() {
    const api = {
      getPage: vi.fn(async () => detail()),
      updatePage: vi.fn(async () => ({ ...detail(), version: 5, globalVersion: 8 })),
      listPageLinks: vi.fn(async () => [
        { pageId, title: 'Home', slug: 'home', pageType: 'home', url: '/', published: true },
      ]),
    };
    const onSaved = vi.fn();
    const fetchCategories = vi.fn(async () => [{ id: '1', slug: 's', name: 'S', image: '' }]);
    const backend = createBuilderBackend({ api, onSaved, fetchCategories, location: http });
    return { api, onSaved, fetchCategories, backend };
  }

  it('loads a page and rejects with a showable message', async () => {
    const { api, backend } = setup();
    await expect(backend.loadPage(pageId)).resolves.toMatchObject({ pageId, globalVersion: 7 });
    api.getPage.mockRejectedValueOnce(apiError(404, { error: 'Page not found' }));
    await expect(backend.loadPage(pageId)).rejects.toThrow('Page not found');
  });

  it('saves, reports the save, and turns a conflict into a result', async () => {
    const { api, backend, onSaved } = setup();
    await expect(backend.save(saveInput)).resolves.toEqual({
      ok: true,
      version: 5,
      globalVersion: 8,
      published: true,
    });
    expect(api.updatePage).toHaveBeenCalledWith(toUpdatePageBody(saveInput));
    expect(onSaved).toHaveBeenCalledWith({ pageId, storeId, published: true });

    api.updatePage.mockRejectedValueOnce(
      apiError(409, { error: 'Changed', details: [{ field: 'globalVersion', message: 'x' }] }),
    );
    await expect(backend.save(saveInput)).resolves.toEqual({
      ok: false,
      conflict: true,
      message: 'Changed',
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('lists links and categories, and gives empty lists on failure', async () => {
    const { api, backend, fetchCategories } = setup();
    await expect(backend.listPageLinks(storeId)).resolves.toEqual([{ title: 'Home', url: '/' }]);
    await expect(backend.listCategories(storeId)).resolves.toEqual([{ slug: 's', name: 'S' }]);
    expect(fetchCategories).toHaveBeenCalledWith(storeId);
    api.listPageLinks.mockRejectedValueOnce(apiError(500));
    fetchCategories.mockRejectedValueOnce(apiError(404));
    await expect(backend.listPageLinks(storeId)).resolves.toEqual([]);
    await expect(backend.listCategories(storeId)).resolves.toEqual([]);
  });
});
