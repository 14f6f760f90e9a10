/**
 * Helpers for the catalogue's browser tests (catalog.spec.ts): logging in as the demo
 * merchant through the API (the browser context shares the cookies), fixtures made through
 * the catalogue API, and small page objects for the products index and the product editor.
 * Fixture products are drafts with unique names, so the other specs' demo store is untouched.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

export const DEMO = { email: 'demo@example.com', password: 'demo-store-123' };

export const demoStoreUrl = (path: string) => `http://demo.localhost:${E2E_PORT}${path}`;
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Logs the context in as the demo merchant with the demo store selected; its store id. */
export const loginAsDemo = (context: BrowserContext): Promise<string> => loginAs(context, DEMO);

/** Logs the context in as a merchant with their (first) store selected; its store id. */
export async function loginAs(
  context: BrowserContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const api = context.request;
  const auth = await ok<{ userId: string }>(
    await api.post('/api/auth/login', {
      data: { email: credentials.email, password: credentials.password },
    }),
    'login',
  );
  const [store] = await ok<{ storeId: string }[]>(
    await api.get(`/api/dashboard/store/find-stores?userId=${auth.userId}`),
    'find-stores',
  );
  if (!store) throw new Error(`${credentials.email} has no store`);
  await ok(
    await api.post('/api/dashboard/store/select-store', { data: { storeId: store.storeId } }),
    'select-store',
  );
  return store.storeId;
}

export interface ProductFixture {
  id: string;
  name: string;
  slug: string;
  price: number;
}

/** A draft product made through the API (invisible on the store host). */
export async function addDraftProduct(
  api: APIRequestContext,
  storeId: string,
  fields: { name: string; price: number; categoryIds?: string[] },
): Promise<ProductFixture> {
  return ok<ProductFixture>(
    await api.post('/api/dashboard/products/add-product', {
      data: { storeId, status: 'draft', stock: 4, ...fields },
    }),
    'add-product',
  );
}

/**
 * Logs in as the demo merchant and adds a draft product `${tag} ${suffix}` at `price` for each
 * of `drafts`, in order; `tag` (`prefix` and a unique part) finds exactly them.
 */
export async function loginWithTaggedDrafts(
  context: BrowserContext,
  prefix: string,
  drafts: readonly (readonly [suffix: string, price: number])[],
): Promise<{ storeId: string; tag: string; made: ProductFixture[] }> {
  const storeId = await loginAsDemo(context);
  const tag = `${prefix} ${unique()}`;
  const made: ProductFixture[] = [];
  for (const [suffix, price] of drafts) {
    made.push(await addDraftProduct(context.request, storeId, { name: `${tag} ${suffix}`, price }));
  }
  return { storeId, tag, made };
}

export async function addCategory(
  api: APIRequestContext,
  storeId: string,
  name: string,
): Promise<{ id: string; name: string; slug: string }> {
  return ok(
    await api.post('/api/dashboard/category/add-category', { data: { storeId, name } }),
    'add-category',
  );
}

export async function getProduct(api: APIRequestContext, id: string) {
  return ok<{ price: number; categories: { id: string }[] }>(
    await api.get(`/api/dashboard/products/fetch-product-by-id/${id}`),
    'fetch-product-by-id',
  );
}

/** The main image URL of the demo store's product found by `search` (a library image). */
export async function demoProductImage(
  api: APIRequestContext,
  storeId: string,
  search: string,
): Promise<string> {
  const page = await ok<{ content: { productImage: string }[] }>(
    await api.get(
      `/api/dashboard/products/filtered-products?storeId=${storeId}&search=${encodeURIComponent(search)}`,
    ),
    'filtered-products',
  );
  const image = page.content[0]?.productImage;
  if (!image) throw new Error(`no demo product image for "${search}"`);
  return image;
}

/**
 * What every file of a media-library image shares (`/media/{store}/{media}/`): pages show
 * a variant of it, never the original's own URL.
 */
export const mediaBase = (url: string) => url.replace(/\d+x\d+\/original\.\w+$/, '');

/** The products index. */
export function productsIndex(page: Page) {
  return {
    rows: page.getByTestId('product-row'),
    row: (name: string) => page.getByTestId('product-row').filter({ hasText: name }),
    search: page.getByRole('searchbox', { name: 'Search products' }),
    async open(query = '') {
      await page.goto(`/dashboard/products${query}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    },
  };
}

/** The product editor (add and edit). */
export function productEditor(page: Page) {
  const variantRow = (label: string) =>
    page.getByTestId('variant-row').filter({ has: page.getByText(label, { exact: true }) });
  return {
    name: page.getByRole('textbox', { name: 'Name', exact: true }),
    price: page.getByRole('spinbutton', { name: 'Price (USD)', exact: true }),
    status: page.getByRole('combobox', { name: 'Product status' }),
    variantRows: page.getByTestId('variant-row'),
    variantRow,
    saveBar: page.getByRole('region', { name: 'Unsaved changes' }),
    /** Adds an option with its values (Enter after each). */
    async addOption(name: string, values: string[], shownAs?: 'Colour swatches') {
      const before = await page.getByTestId('option-editor').count();
      await page.getByTestId('option-add').click();
      const option = page.getByTestId('option-editor').nth(before);
      await option.getByRole('textbox', { name: 'Option name' }).fill(name);
      if (shownAs) await option.getByRole('combobox', { name: 'Shown as' }).selectOption(shownAs);
      const input = option.getByRole('textbox', { name: `New value of ${name}` });
      for (const value of values) {
        await input.fill(value);
        await input.press('Enter');
      }
      await expect(option.getByTestId('option-value')).toHaveCount(values.length);
    },
    async setVariantImage(label: string, url: string) {
      await page.getByRole('button', { name: `Add image of ${label}` }).click();
      const dialog = page.getByRole('dialog', { name: `Image of ${label}` });
      await dialog.getByRole('textbox', { name: 'Image URL' }).fill(url);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toHaveCount(0);
    },
    async save() {
      await page.getByTestId('save-bar-save').click();
      await expect(page.getByText('Product saved').last()).toBeVisible();
    },
  };
}
