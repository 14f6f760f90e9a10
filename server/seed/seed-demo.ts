/**
 * Creates the demo merchant and store on an empty database: 24 products in 4 categories
 * (some with colour/size variations), a published home page with sections, product
 * pictures drawn here (no network) as JPEGs and put through the media pipeline, so the demo
 * store's images are library files with WebP variants, like any merchant's uploads, and 20
 * orders of the last 30 days (demo-orders.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import {
  categories,
  media,
  shippingRates,
  discountCodes,
  discounts,
  pages,
  productCategories,
  products,
  productVariations,
  storeMembers,
  stores,
  subscriptions,
  users,
  orderCounters,
} from '../db/schema';
import {
  headlineBlocks,
  slugify,
  toMinor,
  type ContentDocument,
  type SectionType,
  bannerBlocks,
} from '../../shared';
import {
  createSection,
  policyPages,
  productTemplatePage,
  toContentDocument,
} from '../content/build-content';
import { demoCategories, demoProducts } from './demo-catalog';
import { productImageSvg } from './product-image-svg';
import { processMedia, type ProcessedMedia } from '../media/process-media';
import { storeProcessedMedia, type NewMediaRow } from '../media/ingest-media';
import { LocalMediaStorage } from '../media/local-storage';
import type { MediaStorage } from '../media/storage';
import { insertDefaultShipping, demoBankTransferInstructions } from '../orders/default-shipping';
import { createPrivateStorage, type PrivateStorage } from '../media/private-storage';
import { insertDemoOrders, type SeededProduct } from './demo-orders';
import { snapshotCreatedPages } from '../pages/versions';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-store-123';
export const DEMO_SUBDOMAIN = 'demo';

const colourHex: Record<string, string> = {
  Red: '#dc2626',
  Navy: '#1e3a8a',
  White: '#e5e7eb',
  Black: '#111827',
  Grey: '#6b7280',
};

function cartesian(groups: { name: string; values: string[] }[]): Record<string, string>[] {
  return groups.reduce<Record<string, string>[]>(
    (acc, g) => acc.flatMap((combo) => g.values.map((v) => ({ ...combo, [g.name]: v }))),
    [{}],
  );
}

let seq = 0;
const id = (prefix: string) => `${prefix}-${(++seq).toString(36)}`;

const section = (type: SectionType, overrides: Record<string, unknown> = {}) =>
  createSection(type, overrides, id(type));
const doc = toContentDocument;

function homeContent(): ContentDocument {
  return doc([
    section('hero'),
    section('categoriesSlider', { title: 'Shop by category' }),
    section('productGrid', { title: 'Best sellers', numberOfProducts: 8 }),
    section('banner', {
      blocks: bannerBlocks('Explore Our Winter Products', 'Warm layers, up to 25% off.', [
        'Shop Now',
        '/collection/apparel',
      ]),
    }),
    section('testimonial'),
    section('faq', { title: 'Questions, answered' }),
  ]);
}

function aboutContent(): ContentDocument {
  return doc([
    section('heroStatic', {
      blocks: headlineBlocks({
        heading: 'About Demo Outfitters',
        text: 'Small makers, long-lasting things.',
      }),
    }),
    section('textBlock', {
      content:
        '<h2>Our story</h2><p>We started in a garage with one sewing machine and a belief that everyday things should last. Today we work with independent makers across the country.</p>',
    }),
    section('contactForm'),
  ]);
}

function globalContent(): ContentDocument {
  return doc([section('topbar'), section('navbar'), section('footer')]);
}

/** The side of the demo pictures, px: variants 320, 640 and 800 wide. */
const DEMO_IMAGE_SIZE = 800;
/** Pictures drawn and converted at once (the machine may have two cores). */
const DEMO_IMAGE_CONCURRENCY = 3;

/** Every picture the demo catalogue shows, by name: categories, products, colour variants. */
function demoPictures(): Map<string, string> {
  const pictures = new Map<string, string>();
  for (const c of demoCategories) pictures.set(`${c.name} category`, c.colour);
  for (const p of demoProducts) {
    pictures.set(p.name, p.colour);
    const colours = p.attributeGroups?.find((g) => g.name === 'Colour')?.values ?? [];
    for (const colour of colours) {
      pictures.set(`${p.name} ${colour}`, colourHex[colour] ?? p.colour);
    }
  }
  return pictures;
}

/**
 * Draws each picture (an SVG rendered by sharp to a JPEG) and stores it through the media
 * pipeline; answers the media rows by picture name.
 */
async function makeDemoMedia(
  storage: MediaStorage,
  storeId: string,
  drawn?: DemoPictureCache,
): Promise<Map<string, NewMediaRow>> {
  const queue = [...demoPictures()];
  const rows = new Map<string, NewMediaRow>();
  const density = (72 * DEMO_IMAGE_SIZE) / 640; // the SVG is drawn on a 640 px canvas
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, colour] = next;
      const key = `${name}\n${colour}`;
      let processed = drawn?.get(key);
      if (!processed) {
        const jpeg = await sharp(Buffer.from(productImageSvg(name, colour)), { density })
          .resize(DEMO_IMAGE_SIZE, DEMO_IMAGE_SIZE)
          .jpeg({ quality: 86 })
          .toBuffer();
        processed = await processMedia(jpeg);
        drawn?.set(key, processed);
      }
      rows.set(
        name,
        await storeProcessedMedia(storage, storeId, `${slugify(name)}.jpg`, processed),
      );
    }
  };
  await Promise.all(Array.from({ length: DEMO_IMAGE_CONCURRENCY }, worker));
  return rows;
}

/**
 * The demo pictures, drawn and processed, by name and colour: the same bytes every seed. A
 * caller that seeds many databases in one process (the tests) keeps one, so each picture is
 * drawn once; drawing them is most of a seed's CPU.
 */
export type DemoPictureCache = Map<string, ProcessedMedia>;

export interface SeedDemoOptions {
  /** Where the pictures go (default: `DATA_DIR/media`). */
  storage?: MediaStorage;
  /** Where the demo payment proof goes (default: `DATA_DIR/private`). */
  privateStorage?: PrivateStorage;
  /** The demo merchant's password hash cost, as the server's config has it (default 2^17). */
  passwordHashLogN?: number;
  /** Pictures drawn by earlier seeds in this process (see `DemoPictureCache`). */
  pictures?: DemoPictureCache;
}

/**
 * Seeds the demo store when the database has no users; returns whether it did. Orders are
 * dated back from `now`.
 */
export async function seedDemoIfEmpty(
  db: Db,
  dataDir: string,
  now: Date,
  {
    storage = new LocalMediaStorage(dataDir),
    privateStorage = createPrivateStorage({ dataDir, media: { maxBytes: 0, s3: undefined } }),
    passwordHashLogN,
    pictures: drawnPictures,
  }: SeedDemoOptions = {},
): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return false;

  const storeId = randomUUID();
  const [passwordHash, pictures] = await Promise.all([
    hashPassword(DEMO_PASSWORD, passwordHashLogN),
    makeDemoMedia(storage, storeId, drawnPictures),
  ]);
  const image = (name: string) => pictures.get(name)?.url ?? '';

  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        name: 'Demo Merchant',
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('demo user not created');
    await tx.insert(subscriptions).values({
      userId: user.id,
      status: 'ACTIVE',
      trialEndsAt: null,
      planId: sql`(select id from plans where code = 'business')`,
    });
    const [store] = await tx
      .insert(stores)
      .values({
        id: storeId,
        name: 'Demo Outfitters',
        subdomain: DEMO_SUBDOMAIN,
        currency: 'USD',
        contactEmail: DEMO_EMAIL,
        bankTransferInstructions: demoBankTransferInstructions,
        bankTransferEnabled: true,
        description: 'A demo store to explore the builder.',
        globalContent: globalContent(),
        createdBy: user.id,
      })
      .returning();
    if (!store) throw new Error('demo store not created');
    await tx.insert(storeMembers).values({ storeId: store.id, userId: user.id, role: 'owner' });
    await insertDefaultShipping(tx, store.id);
    // Oldest first, so the library lists them in catalogue order.
    const library = [...pictures.values()].reverse();
    await tx.insert(media).values(
      library.map((row, i) => ({
        ...row,
        alt: [...pictures].find(([, r]) => r === row)?.[0] ?? '',
        createdAt: new Date(now.getTime() - (library.length - i) * 1000),
      })),
    );

    const seeded: SeededProduct[] = [];
    const categoryIds = new Map<string, string>();
    for (const [position, c] of demoCategories.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({
          storeId: store.id,
          name: c.name,
          slug: c.slug,
          image: image(`${c.name} category`),
          position,
        })
        .returning({ id: categories.id });
      if (row) categoryIds.set(c.slug, row.id);
    }

    for (const [i, p] of demoProducts.entries()) {
      const slug = slugify(p.name);
      const [row] = await tx
        .insert(products)
        .values({
          storeId: store.id,
          name: p.name,
          slug,
          description: p.description,
          priceMinor: toMinor(p.price, 'USD'),
          discountPriceMinor: toMinor(p.discountPrice ?? 0, 'USD'),
          productImage: image(p.name),
          galleryImages: [],
          seoTitle: `${p.name} | Demo Outfitters`,
          metaDescription: p.description.replace(/<[^>]+>/g, ''),
          stock: p.stock,
          rating: 4 + (i % 2) * 0.5,
          attributeGroups: p.attributeGroups ?? [],
          // Newest first on the storefront: keep the catalogue's order.
          createdAt: new Date(now.getTime() - i * 60_000),
        })
        .returning({ id: products.id });
      if (!row) continue;
      const product: SeededProduct = {
        id: row.id,
        name: p.name,
        priceMinor: toMinor(p.price, 'USD'),
        discountPriceMinor: toMinor(p.discountPrice ?? 0, 'USD'),
        image: image(p.name),
        attributeOrder: (p.attributeGroups ?? []).map((g) => g.name),
        variations: [],
      };
      seeded.push(product);
      const categoryId = categoryIds.get(p.category);
      if (categoryId)
        await tx
          .insert(productCategories)
          .values({ storeId: store.id, productId: row.id, categoryId });
      if (p.attributeGroups?.length) {
        const combos = cartesian(p.attributeGroups);
        const variations = await tx
          .insert(productVariations)
          .values(
            combos.map((attributes, position) => ({
              storeId: store.id,
              productId: row.id,
              priceMinor: 0,
              discountPriceMinor: 0,
              image: attributes.Colour ? image(`${p.name} ${attributes.Colour}`) : '',
              attributes,
              stock: 5,
              position,
            })),
          )
          .returning({
            id: productVariations.id,
            attributes: productVariations.attributes,
            image: productVariations.image,
          });
        product.variations = variations;
      }
    }

    const rates = await tx
      .select({
        id: shippingRates.id,
        name: shippingRates.name,
        priceMinor: shippingRates.priceMinor,
        freeOverMinor: shippingRates.freeOverMinor,
      })
      .from(shippingRates)
      .where(eq(shippingRates.storeId, store.id))
      .orderBy(shippingRates.position);
    const nextOrderNumber = await insertDemoOrders(tx, privateStorage, {
      storeId: store.id,
      merchant: { id: user.id, name: user.name },
      products: seeded,
      rates,
      firstOrderNumber: 1001,
      now,
    });
    await tx
      .insert(orderCounters)
      .values({ storeId: store.id, lastOrderNumber: nextOrderNumber - 1 });
    // A welcome code (a code only: no automatic offer changes the demo's prices).
    const [welcome] = await tx
      .insert(discounts)
      .values({
        storeId: store.id,
        title: 'Welcome: 10% off your first order',
        method: 'code',
        kind: 'order',
        effect: { kind: 'order', value: { type: 'percentage', percent: 10 } },
        minimum: { kind: 'none' },
        combinesWith: { order: false, product: true, shipping: true },
        perCustomerLimit: 1,
      })
      .returning({ id: discounts.id });
    await tx
      .insert(discountCodes)
      .values({ storeId: store.id, discountId: welcome!.id, code: 'WELCOME10' });

    const content = homeContent();
    const about = aboutContent();
    const seededPages = await tx
      .insert(pages)
      .values([
        {
          storeId: store.id,
          title: 'Home',
          slug: 'home',
          pageType: 'home',
          metaTitle: 'Demo Outfitters — everyday essentials',
          metaDescription: 'Apparel, footwear, accessories and homeware from independent makers.',
          content,
          publishedContent: content,
          publishedAt: now,
        },
        {
          storeId: store.id,
          title: 'About',
          slug: 'about',
          pageType: 'about',
          metaTitle: 'About us | Demo Outfitters',
          metaDescription: 'Who we are and how to reach us.',
          content: about,
          publishedContent: about,
          publishedAt: now,
        },
        ...[...policyPages(), productTemplatePage()].map((page) => ({
          storeId: store.id,
          ...page,
          publishedContent: page.content,
          publishedAt: now,
        })),
      ])
      .returning();
    await snapshotCreatedPages(tx, seededPages, store.globalContent, {
      id: user.id,
      name: user.name,
    });
  });
  return true;
}
