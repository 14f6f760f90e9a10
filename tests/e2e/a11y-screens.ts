/**
 * Every screen the accessibility pass visits, from the two places that define screens: the
 * dashboard's route table (`appRoutes`: each route, its guard deciding who visits) and the
 * store host's route kinds (`StoreRoute['kind']`: a new kind does not compile until it has an
 * example here), plus the storefront's overlays (search modal, cart drawer) and the
 * unknown-store page.
 * Owns: the list and how to reach each screen. Not: the axe run (`a11y.spec.ts`).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isValidElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../../dashboard/app/app-routes';
import { AdminGuard } from '../../dashboard/guards/AdminGuard';
import { LoginGuard } from '../../dashboard/guards/LoginGuard';
import { storeRouteKindExamples } from '../support/store-route-examples';
import { E2E_PORT } from '../../playwright.config';
import { networkQuiet } from './network-quiet';
import { placeOrderViaApi } from './orders-helpers';

/** Who opens a screen: nobody, the demo merchant, or the fixture admin (`ADMIN`). */
export type Visitor = 'anonymous' | 'merchant' | 'admin';

export interface Screen {
  /** Unique; the test's title. */
  name: string;
  area: 'dashboard' | 'storefront';
  visitor: Visitor;
  url: string;
  /** The pathname the screen settles on (a guard or a logout may replace the URL). */
  expectPath: string;
  /** Runs first in the same tab (fills the cart, …). */
  before?: (page: Page) => Promise<void>;

  /** For a screen whose URL holds a real id: looks it up as the visitor, replacing `url`. */
  resolve?: (api: APIRequestContext) => Promise<{ url: string; expectPath: string }>;
  /** Waits until the screen is drawn, then opens what the screen is about (a dialog, …). */
  ready: (page: Page) => Promise<void>;
}

const dashboardUrl = (path: string) => `http://localhost:${E2E_PORT}${path}`;
const demoUrl = (path: string) => `http://demo.localhost:${E2E_PORT}${path}`;

// ---------------------------------------------------------------------------------------------
// Dashboard: walked from the route table, so a new route is checked the day it is added.

/** A sample value, or a lookup of a real one as the visitor (the demo merchant). */
type SampleParam = string | ((api: APIRequestContext) => Promise<string>);

async function demoStoreId(api: APIRequestContext): Promise<string> {
  const auth = (await (await api.get('/api/auth/check-auth')).json()) as {
    selectedStoreId: string | null;
  };
  if (!auth.selectedStoreId) throw new Error('a11y-screens: no store selected');
  return auth.selectedStoreId;
}

/**
 * A value for each dynamic segment; a route with a new one fails until it is added here.
 * The catalogue's editors and the order screens get real ids of the demo store, so their
 * forms are checked.
 */
const sampleParams: Record<string, SampleParam> = {
  productId: async (api) => {
    const storeId = await demoStoreId(api);
    const res = await api.get(
      `/api/dashboard/products/filtered-products?storeId=${storeId}&search=classic`,
    );
    const { content } = (await res.json()) as { content: { id: string }[] };
    if (!content[0]) throw new Error('a11y-screens: the demo store has no Classic T-Shirt');
    return content[0].id;
  },
  categoryId: async (api) => {
    const storeId = await demoStoreId(api);
    const res = await api.get(`/api/dashboard/categories/get-categories?storeId=${storeId}`);
    const [category] = (await res.json()) as { id: string }[];
    if (!category) throw new Error('a11y-screens: the demo store has no category');
    return category.id;
  },
  // An order of the demo store (its seeded orders, else one placed for the walk).
  orderId: async (api) => {
    const storeId = await demoStoreId(api);
    const res = await api.get(`/api/dashboard/orders/list?storeId=${storeId}&size=1`);
    const { orders } = (await res.json()) as { orders: { orderId: string }[] };
    if (orders[0]) return orders[0].orderId;
    return (await placeOrderViaApi(api, storeId, { name: 'A11y Walk Buyer' })).orderId;
  },
  // The demo store's customer with the most orders (its seeded buyers), for their page.
  customerId: async (api) => {
    const storeId = await demoStoreId(api);
    const res = await api.get(
      `/api/dashboard/customers/list?storeId=${storeId}&sort=orders_desc&size=1`,
    );
    const { customers } = (await res.json()) as { customers: { id: string }[] };
    if (!customers[0]) throw new Error('a11y-screens: the demo store has no customer');
    return customers[0].id;
  },
  // The demo store's discount (its WELCOME10 code), for the discount editor.
  discountId: async (api) => {
    const storeId = await demoStoreId(api);
    const res = await api.get(`/api/dashboard/discounts/list?storeId=${storeId}`);
    const { discounts } = (await res.json()) as { discounts: { id: string }[] };
    if (!discounts[0]) throw new Error('a11y-screens: the demo store has no discount');
    return discounts[0].id;
  },
  // The page screen (/dashboard/{slug}) of the demo store's home page.
  slug: 'home',
  // A template's preview (/theme-home/{templateId}).
  templateId: 'fashion',
  // A printable invoice (/billing-old/{invoiceId}): the demo merchant's newest, else an unknown
  // id (the screen's could-not-load state; billing.spec.ts checks a real one).
  invoiceId: async (api) => {
    const res = await api.get('/api/billing/invoices');
    const { invoices } = (await res.json()) as { invoices?: { id: string }[] };
    return invoices?.[0]?.id ?? '00000000-0000-4000-8000-000000000000';
  },
};
/** The path a `*` route is opened at. */
const unmatchedPath = 'no-such-page';

/** Where a screen ends up when it is not where it was opened (the path it was opened at). */
const settlesOn: Record<string, string> = {
  '/logout': '/login',
  '/dashboard/adminhome': '/dashboard',
};

function visitorOf(element: ReactNode, inherited: Visitor): Visitor {
  if (!isValidElement(element)) return inherited;
  if (element.type === AdminGuard) return 'admin';
  if (element.type === LoginGuard) return 'merchant';
  return inherited;
}

function sampleOf(segment: string, pattern: string): SampleParam {
  const value = sampleParams[segment.slice(1).replace(/\?$/, '')];
  if (!value) throw new Error(`a11y-screens: add a sample value for "${segment}" (${pattern})`);
  return value;
}

function toConcretePath(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return unmatchedPath;
      if (!segment.startsWith(':')) return segment;
      const value = sampleOf(segment, pattern);
      return typeof value === 'string' ? value : segment;
    })
    .join('/');
}

/** The path with every looked-up segment filled in, or `undefined` when none is looked up. */
function resolverOf(pattern: string): Screen['resolve'] {
  const segments = pattern.split('/');
  const lookups = segments.filter(
    (s) => s.startsWith(':') && typeof sampleOf(s, pattern) !== 'string',
  );
  if (!lookups.length) return undefined;
  return async (api) => {
    const parts = await Promise.all(
      segments.map(async (segment) => {
        if (!segment.startsWith(':')) return segment === '*' ? unmatchedPath : segment;
        const value = sampleOf(segment, pattern);
        return typeof value === 'string' ? value : value(api);
      }),
    );
    const path = parts.join('/') || '/';
    return { url: dashboardUrl(path), expectPath: path };
  };
}

function walkRoutes(routes: RouteObject[], base: string, inherited: Visitor): Screen[] {
  return routes.flatMap((route) => {
    const visitor = visitorOf(route.element, inherited);
    const pattern = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
    if (route.children) return walkRoutes(route.children, pattern, visitor);
    if (!route.index && !route.path) return [];
    const path = toConcretePath(pattern) || '/';
    return [
      {
        name: `dashboard ${pattern === '/' ? '/' : pattern}`,
        area: 'dashboard' as const,
        visitor,
        url: dashboardUrl(path),
        expectPath: settlesOn[path] ?? path,
        resolve: resolverOf(pattern),
        ready: path === '/builder' ? builderReady : dashboardReady,
      },
    ];
  });
}

/**
 * Waits for the network to rest (network-quiet.ts), for at most `timeout` ms. Playwright's network-idle never
 * came on the checkout editor under load (its preview iframe reloads as settings arrive, and
 * a cancelled request can stay counted), which failed the screen after a minute though it
 * was drawn: the screen's own signs of being ready decide, this only lets late requests land.
 */
async function networkSettled(page: Page, timeout = 10_000) {
  if (!(await networkQuiet(page, timeout)))
    console.log(`a11y: ${page.url()} still had requests after ${timeout} ms; checked as drawn`);
}

async function dashboardReady(page: Page) {
  await expect(page.locator('main').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('auth-loading')).toHaveCount(0, { timeout: 15_000 });
  await networkSettled(page);
}

async function builderReady(page: Page) {
  await expect(page.getByTestId('builder')).toBeVisible({ timeout: 20_000 });
  const canvas = page.frameLocator('iframe[data-testid="canvas-frame"]');
  await expect(canvas.locator('html[data-canvas-ready="true"]')).toHaveCount(1, {
    timeout: 20_000,
  });
  await networkSettled(page);
}

export const dashboardScreens: Screen[] = walkRoutes(appRoutes, '/', 'anonymous');

// ---------------------------------------------------------------------------------------------
// Storefront (the demo store's host): one example per route kind, plus the overlays.

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  await networkSettled(page);
}

async function addMugToCart(page: Page) {
  await page.goto(demoUrl('/product/ceramic-mug'));
  await hydrated(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('navbar').getByTestId('cart-badge')).toHaveText('1');
}

interface StoreScreen {
  name: string;
  path: string;
  /** Defaults to waiting for hydration. */
  ready?: (page: Page) => Promise<void>;
  /** Runs before the screen is opened (in the same tab). */
  before?: (page: Page) => Promise<void>;
}

const storeScreens: StoreScreen[] = [
  // One example per store route kind (tests/support/store-route-examples.ts).
  ...storeRouteKindExamples().map(({ kind, path }) => ({ name: kind, path })),
  { name: 'search results', path: '/shop?q=shirt' },
  {
    name: 'contact form',
    path: '/about',
    ready: async (page) => {
      await hydrated(page);
      await page.locator('[data-section-type="contactForm"]').scrollIntoViewIfNeeded();
      await networkSettled(page);
    },
  },
  {
    name: 'search modal',
    path: '/',
    ready: async (page) => {
      await hydrated(page);
      await page.getByTestId('navbar').getByRole('searchbox').fill('shirt');
      await page.getByTestId('navbar').getByRole('searchbox').press('Enter');
      await expect(page.getByTestId('search-result').first()).toBeVisible();
    },
  },
  {
    name: 'cart drawer',
    path: '/product/ceramic-mug',
    before: addMugToCart,
    ready: async (page) => {
      await hydrated(page);
      await page.getByTestId('navbar').getByTestId('cart-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await networkSettled(page);
    },
  },
  { name: 'checkout with a cart', path: '/checkout', before: addMugToCart },
  {
    // Pixel test mode's overlay (the demo store has no pixel id: events listed, not sent).
    name: 'pixel test overlay',
    path: '/?pixel_test=1',
    ready: async (page) => {
      await hydrated(page);
      await expect(page.getByTestId('pixel-test-event').first()).toBeVisible();
    },
  },
];

export const storefrontScreens: Screen[] = [
  ...storeScreens.map(({ name, path, ready, before }) => ({
    name: `storefront ${name} (${path})`,
    area: 'storefront' as const,
    visitor: 'anonymous' as const,
    url: demoUrl(path),
    expectPath: path.split('?')[0] ?? path,
    before,
    ready: ready ?? hydrated,
  })),
  {
    name: 'storefront unknown store host',
    area: 'storefront',
    visitor: 'anonymous',
    url: `http://no-such-store.localhost:${E2E_PORT}/`,
    expectPath: '/',
    ready: async (page) => {
      await expect(page.getByTestId('store-not-found')).toBeVisible();
    },
  },
];

/** A dashboard screen at `path` in `state`; its name and settled path leave out the query. */
function dashboardState(
  path: string,
  state: string,
  visitor: Visitor,
  ready: Screen['ready'],
): Screen {
  const pathname = path.split('?')[0] ?? path;
  return {
    name: `dashboard ${pathname} (${state})`,
    area: 'dashboard',
    visitor,
    url: dashboardUrl(path),
    expectPath: pathname,
    ready,
  };
}

/** Dashboard screens in a state the route walk does not reach (a dialog, a bad link). */
const dashboardStates: Screen[] = [
  dashboardState('/dashboard/profile', 'log out everywhere dialog', 'merchant', async (page) => {
    await dashboardReady(page);
    await expect(page.getByTestId('session-row').first()).toBeVisible();
    await page.getByTestId('logout-everywhere').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }),
  dashboardState('/forgot-password', 'link sent', 'anonymous', async (page) => {
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByTestId('forgot-password-submit').click();
    await expect(page.getByTestId('forgot-password-sent')).toBeVisible();
  }),
  dashboardState(
    '/verify-link?token=no-such-token',
    'a link that is not valid',
    'anonymous',
    async (page) => {
      await expect(page.getByTestId('verify-link-problem')).toBeVisible();
    },
  ),
  dashboardState('/dashboard/seo', 'add redirect dialog', 'merchant', async (page) => {
    await dashboardReady(page);
    await expect(page.getByTestId('seo-home-card')).toBeVisible();
    await expect(page.getByTestId('seo-overview').getByTestId('seo-entry').first()).toBeVisible();
    await page.getByTestId('redirect-add').click();
    await expect(page.getByRole('dialog', { name: 'Add redirect' })).toBeVisible();
  }),
];

/** Every dashboard screen: the route walk's, then the states it does not reach. */
export const allDashboardScreens: Screen[] = [...dashboardScreens, ...dashboardStates];
