/**
 * The one PostgreSQL schema (Drizzle). Every tenant table carries `store_id`, and every
 * per-store unique constraint includes it. Money columns are integer minor units.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CategoryRule,
  CheckoutDraftAddress,
  ContentDocument,
  DiscountEffectDto,
  DiscountMinimumDto,
  EmailMarketingState,
  InventoryPolicy,
  MarketingSource,
  OrderPaymentStatus,
  PaymentMethodName,
  PaymentProviderId,
  ProviderMode,
  RecoveryEmailDelay,
  ReviewStatus,
  SavedCheckoutLine,
  WeightUnit,
} from '../../shared';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const emptyContent: ContentDocument = { schemaVersion: 1, components: [] };
export type { ContentDocument };

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** When the address was confirmed by its link; null until then (the dashboard shows a banner). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Failed logins since `failedLoginWindowStart` (the per-account login limit). */
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Bank details of a store's transfer account; every field may be empty. */
export interface BankAccount {
  accountName?: string;
  bankName?: string;
  accountNumber?: string;
  /** BIC/SWIFT, sort code or routing number. */
  bankCode?: string;
}

/** A discount an order carries: which, as it was called, and what it took off. */
export interface OrderDiscountLine {
  /** null once it was deleted. */
  discountId: string | null;
  title: string;
  code: string | null;
  kind: 'order' | 'product' | 'shipping';
  amountMinor: number;
}

/** The tax an order was charged at one rate. */
export interface OrderTaxLine {
  name: string;
  ratePpm: number;
  amountMinor: number;
}

/** A store's postal address (store details); every field may be empty. */
export interface StoreAddress {
  line1?: string;
  line2?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  subdomain: text('subdomain').notNull().unique(),
  customDomain: text('custom_domain').unique(),
  currency: text('currency').notNull().default('USD'),
  fbPixelId: text('fb_pixel_id'),
  contactEmail: text('contact_email').notNull().default(''),
  /** Shown to shoppers after a bank-transfer order (account name, IBAN, reference rule...). */
  bankTransferInstructions: text('bank_transfer_instructions').notNull().default(''),
  /** Payment methods the checkout offers (at least one stays on: the payment route checks). */
  codEnabled: boolean('cod_enabled').notNull().default(true),
  bankTransferEnabled: boolean('bank_transfer_enabled').notNull().default(false),
  /** Added to a cash-on-delivery order's total (minor units). */
  codFeeMinor: integer('cod_fee_minor').notNull().default(0),
  /** The account a bank transfer goes to (shown on the confirmation and in the email). */
  bankAccount: jsonb('bank_account')
    .$type<BankAccount>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** Unpaid bank-transfer orders are cancelled (stock released) after this many days; null: never. */
  bankTransferExpiryDays: integer('bank_transfer_expiry_days'),
  /** How long a card order's units are held while its shopper pays (its payment page's life). */
  cardPaymentWindowMinutes: integer('card_payment_window_minutes').notNull().default(60),
  /** Taxes (shared/pricing/): prices include tax; shipping is taxed. Rates: `tax_rates`. */
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  taxShipping: boolean('tax_shipping').notNull().default(false),
  /** The store's IANA time zone: discount schedules are entered and shown in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /**
   * The provider that takes card payments at checkout (its account: `payment_accounts`); null:
   * no card payments. Set when the merchant connects one, cleared when they disconnect it.
   */
  cardProvider: text('card_provider').$type<PaymentProviderId>(),
  /** That provider account's mode: card orders placed in test mode say so everywhere. */
  cardMode: text('card_mode').$type<ProviderMode>(),
  /** Checkout field visibility and texts (shared/checkout-settings.ts parses it with defaults). */
  checkoutSettings: jsonb('checkout_settings')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  description: text('description').notNull().default(''),
  /** Store details (issue 12): media-library URLs ('' when unset), address and social links. */
  logoUrl: text('logo_url').notNull().default(''),
  faviconUrl: text('favicon_url').notNull().default(''),
  address: jsonb('address')
    .$type<StoreAddress>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  socialLinks: jsonb('social_links')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** SEO: the social share image (a media-library URL) and the store-wide noindex switch. */
  seoImageUrl: text('seo_image_url').notNull().default(''),
  hideFromSearch: boolean('hide_from_search').notNull().default(false),
  /** The TXT record value proving a custom domain belongs to this store (made on first use). */
  domainVerifyToken: text('domain_verify_token'),
  /** What shoppers see in every page's header and footer (published). */
  globalContent: jsonb('global_content')
    .$type<ContentDocument>()
    .notNull()
    .default(sql`'{"schemaVersion":1,"components":[]}'::jsonb`),
  /** The builder's unpublished header/footer; null when nothing differs from `global_content`. */
  globalContentDraft: jsonb('global_content_draft').$type<ContentDocument>(),
  /** Raised on every write of the global content: a save based on an older one is a conflict. */
  globalContentVersion: integer('global_content_version').notNull().default(1),
  /** When an abandoned checkout's recovery email goes (shared/api/abandoned-checkouts.ts). */
  recoveryEmailDelay: text('recovery_email_delay')
    .$type<RecoveryEmailDelay>()
    .notNull()
    .default('10h'),
  /** A second reminder SECOND_REMINDER_HOURS after the first. */
  recoverySecondReminder: boolean('recovery_second_reminder').notNull().default(false),
  /** A delivered order's email asks for reviews (server/reviews/). */
  reviewRequests: boolean('review_requests').notNull().default(true),
  /** 4 and 5 star reviews are published at once; the rest wait for the merchant. */
  reviewsAutoPublish: boolean('reviews_auto_publish').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Each store's last order number, taken with one upsert (`... + 1 RETURNING`) inside the
 * order's transaction (orders/place-order.ts). Kept out of `stores`, which is a reference table
 * under Citus (copied to every node): a checkout writes only its own store's shard.
 */
export const orderCounters = pgTable('order_counters', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  lastOrderNumber: integer('last_order_number').notNull().default(1000),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie's token: a leaked table does not give working cookies. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    selectedStoreId: uuid('selected_store_id').references(() => stores.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request seen (updated at most once a minute): the idle timeout counts from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at login (the profile's session list names the device). */
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

export const storeMembers = pgTable(
  'store_members',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'staff'>().notNull().default('owner'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId] }),
    index('store_members_user_idx').on(t.userId),
  ],
);

/**
 * The platform's plans (seeded by migration 0015): price in minor units, one billing interval
 * each, and the limits the API enforces (null: unlimited).
 */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable short name (`starter`, `business`, `business-yearly`). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull().default('USD'),
  interval: text('interval').$type<'month' | 'year'>().notNull(),
  trialDays: integer('trial_days').notNull().default(14),
  /** Products per store; null: unlimited. */
  maxProducts: integer('max_products'),
  /** Pages per store; null: unlimited. */
  maxPages: integer('max_pages'),
  /** Whether a store may connect its own domain. */
  customDomain: boolean('custom_domain').notNull().default(false),
  /** Bullet points shown on /pricing and /billing. */
  features: jsonb('features')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  position: integer('position').notNull().default(0),
  /** Inactive plans stay on old invoices but cannot be chosen. */
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Stored status; read through shared/subscription.ts, which decides from the dates too
     * (`TRIAL` past `trial_ends_at` is `TRIAL_EXPIRED`, `ACTIVE` past its period and the
     * grace is `UNPAID`).
     */
    status: text('status').notNull().default('TRIAL'),
    /** The plan paid for (set on approval); null during a trial: the trial has every limit of the largest plan. */
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When the trial-ending reminder was queued (once per trial). */
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    /** The period end the renewal reminder was queued for (once per period). */
    periodReminderFor: timestamp('period_reminder_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_status_trial_idx').on(t.status, t.trialEndsAt),
    index('subscriptions_status_period_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/**
 * A plan's invoice, issued when the merchant chooses a plan on /billing: a unique reference
 * the bank transfer quotes, the amount and plan copied at issue time, and the period it pays
 * for (set on approval). States: open → pending_approval (a proof sent) → paid | rejected
 * (a new proof may follow) ; open → void (another plan chosen before paying).
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    /** `SB-` and 8 unambiguous characters; what the transfer must quote. */
    reference: text('reference').notNull().unique(),
    planName: text('plan_name').notNull(),
    interval: text('interval').$type<'month' | 'year'>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status')
      .$type<'open' | 'pending_approval' | 'paid' | 'rejected' | 'void'>()
      .notNull()
      .default('open'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscription_invoices_user_idx').on(t.userId, t.issuedAt)],
);

/**
 * A proof of payment for an invoice (image or PDF in the private storage) and its review:
 * pending → approved | rejected, with who decided, when and why.
 */
export const subscriptionProofs = pgTable(
  'subscription_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => subscriptionInvoices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Key in the private storage. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    payerReference: text('payer_reference').notNull(),
    /** True when it follows a rejected proof of the same invoice (status RE_SUBMITTED). */
    resubmission: boolean('resubmission').notNull().default(false),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected'>()
      .notNull()
      .default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's email at decision time (kept when the admin account goes). */
    decidedByEmail: text('decided_by_email'),
    reason: text('reason'),
  },
  (t) => [
    index('subscription_proofs_status_idx').on(t.status, t.submittedAt),
    index('subscription_proofs_invoice_idx').on(t.invoiceId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** An automatic category's rule (its products follow it: category-rules.ts); null: by hand. */
    rule: jsonb('rule').$type<CategoryRule>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'categories_pkey', columns: [t.storeId, t.id] }),
    uniqueIndex('categories_store_slug_uq').on(t.storeId, t.slug),
  ],
);

/** `{ name, type: select|color|other, values }` of spec 3. */
export interface AttributeGroup {
  name: string;
  type: 'select' | 'color' | 'other';
  values: string[];
  /** Colour groups: the swatch colour (`#rrggbb`) of each value. */
  swatches?: Record<string, string>;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    discountPriceMinor: integer('discount_price_minor').notNull().default(0),
    productImage: text('product_image').notNull().default(''),
    galleryImages: jsonb('gallery_images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Alt text per image URL of the product image and the gallery (read aloud, shown when an image fails). */
    imageAlts: jsonb('image_alts')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    seoTitle: text('seo_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    /** Units on hand when the product has no variations. */
    stock: integer('stock').notNull().default(0),
    /** How `stock` sells when the product has no variations (shared `InventoryPolicy`). */
    inventoryPolicy: text('inventory_policy').$type<InventoryPolicy>().notNull().default('deny'),
    sku: text('sku').notNull().default(''),
    /** Shipping weight in grams, to the milligram; null: not given (weighs 0 for weight-band rates). */
    weightGrams: numeric('weight_grams', { precision: 12, scale: 3, mode: 'number' }),
    /** The unit the merchant reads and enters weights in (shared `WeightUnit`); grams are stored. */
    weightUnit: text('weight_unit').$type<WeightUnit>().notNull().default('g'),
    /** Whether it is sent by post (false: a service, a download, a gift card). */
    requiresShipping: boolean('requires_shipping').notNull().default(true),
    /** Carries no tax (a gift card, a tax-free good). */
    taxExempt: boolean('tax_exempt').notNull().default(false),
    /** At or below this many units (in total) the product counts as low in stock. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** The stars shown while the product has no published review (spec: 4). */
    rating: real('rating').notNull().default(4),
    /**
     * Its published reviews per star, 1 to 5 (`product_reviews`), kept by
     * server/reviews/review-stats.ts whenever one is published, hidden or removed: the page's
     * average, count and stars filter read these, never counting reviews.
     */
    reviewStars: integer('review_stars')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    attributeGroups: jsonb('attribute_groups')
      .$type<AttributeGroup[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<'active' | 'draft'>().notNull().default('active'),
    /** Who makes it (Shopify's Vendor); '' when not given. */
    vendor: text('vendor').notNull().default(''),
    /** The merchant's own kind of product (Shopify's Type): "Rings"; '' when not given. */
    productType: text('product_type').notNull().default(''),
    /** The merchant's labels, as written (normalised by shared `normaliseTags`). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** GTIN, UPC, ISBN or the merchant's own code; '' when not given. */
    barcode: text('barcode').notNull().default(''),
    /** What one unit costs the merchant (minor units; merchant-only); null: not given. */
    costMinor: integer('cost_minor'),
    /** Facts the merchant keeps with the product (Shopify's metafields): label, key, value. */
    customData: jsonb('custom_data')
      .$type<{ key: string; label: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'products_pkey', columns: [t.storeId, t.id] }),
    uniqueIndex('products_store_slug_uq').on(t.storeId, t.slug),
    index('products_store_created_idx').on(t.storeId, t.createdAt),
    index('products_store_status_created_idx').on(t.storeId, t.status, t.createdAt),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    priceMinor: integer('price_minor').notNull().default(0),
    discountPriceMinor: integer('discount_price_minor').notNull().default(0),
    image: text('image').notNull().default(''),
    /** Keyed by attribute group name, e.g. `{ Colour: 'Red', Size: 'M' }`. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    stock: integer('stock').notNull().default(0),
    /** How `stock` sells (shared `InventoryPolicy`). */
    inventoryPolicy: text('inventory_policy').$type<InventoryPolicy>().notNull().default('deny'),
    sku: text('sku').notNull().default(''),
    /** Shipping weight in grams, to the milligram; null: the product's weight. */
    weightGrams: numeric('weight_grams', { precision: 12, scale: 3, mode: 'number' }),
    /** Whether it is sent by post; null: as the product. */
    requiresShipping: boolean('requires_shipping'),
    /** GTIN, UPC, ISBN or the merchant's own code; '' when not given. */
    barcode: text('barcode').notNull().default(''),
    /** What one unit costs the merchant (minor units; merchant-only); null: not given. */
    costMinor: integer('cost_minor'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'product_variations_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'product_variations_pkey', columns: [t.storeId, t.id] }),
    index('product_variations_product_idx').on(t.productId),
    // The products list's stock filters sum a store's counted variations per product from
    // this index alone (an index-only scan). Trigram indexes on lower(sku) (products and variations) are
    // in migration 0007, like the search indexes of 0002.
    index('product_variations_store_product_stock_idx').on(
      t.storeId,
      t.productId,
      t.stock,
      t.inventoryPolicy,
    ),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'product_categories_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_categories_category_fk',
      columns: [t.storeId, t.categoryId],
      foreignColumns: [categories.storeId, categories.id],
    }).onDelete('cascade'),
    primaryKey({
      name: 'product_categories_pkey',
      columns: [t.storeId, t.productId, t.categoryId],
    }),
    index('product_categories_category_idx').on(t.storeId, t.categoryId),
  ],
);

/**
 * The search vocabulary: every word of a store's active product names, as `search_name`
 * spells it ("T-Shirt" -> `tshirt`) and as its pieces (`t`, `shirt`), with how many active
 * products carry it. Search corrects a typo to these words before searching exactly.
 * Maintained by triggers on `products` (migration 0016), so every write path (API, CSV
 * import, bulk edits, seeds) keeps it in step inside the same transaction; the trigram index
 * on `word` is in that migration too.
 */
export const searchWords = pgTable(
  'search_words',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** Active products whose name holds the word. */
    products: integer('products').notNull(),
    /**
     * Of those, how many hold it only joined (`tshirt` of "T-Shirt"): not a full-text lexeme
     * there, so search matches it in `search_compact` instead.
     */
    joined: integer('joined').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.word] })],
);

export const pages = pgTable(
  'pages',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    pageType: text('page_type').notNull().default('custom'),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    /** The draft the builder edits. */
    content: jsonb('content')
      .$type<ContentDocument>()
      .notNull()
      .default(sql`'{"schemaVersion":1,"components":[]}'::jsonb`),
    /** What shoppers see; null until first published. */
    publishedContent: jsonb('published_content').$type<ContentDocument>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Raised on every save: a save based on an older version is a conflict. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'pages_pkey', columns: [t.storeId, t.id] }),
    uniqueIndex('pages_store_slug_uq').on(t.storeId, t.slug),
  ],
);

/**
 * Where a store ships: a zone is a list of ISO 3166-1 alpha-2 country codes, or the store's
 * one "rest of world" zone (every country no other zone lists).
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countries: jsonb('countries')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    restOfWorld: boolean('rest_of_world').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'shipping_zones_pkey', columns: [t.storeId, t.id] }),
    index('shipping_zones_store_idx').on(t.storeId),
    uniqueIndex('shipping_zones_store_rest_uq')
      .on(t.storeId)
      .where(sql`${t.restOfWorld}`),
  ],
);

/** A weight band: up to `upToGrams` (inclusive) costs `priceMinor`. */
export interface WeightBand {
  upToGrams: number;
  priceMinor: number;
}

export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    zoneId: uuid('zone_id').notNull(),
    /** `flat`: priceMinor; `weight`: the band the cart's weight falls in (none: not offered). */
    kind: text('kind').$type<'flat' | 'weight'>().notNull().default('flat'),
    weightBands: jsonb('weight_bands')
      .$type<WeightBand[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Offered only when the subtotal reaches this (e.g. a free rate over 50.00); null: always. */
    minSubtotalMinor: integer('min_subtotal_minor'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    /** Free when the subtotal reaches this; null: never free. */
    freeOverMinor: integer('free_over_minor'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    foreignKey({
      name: 'shipping_rates_zone_fk',
      columns: [t.storeId, t.zoneId],
      foreignColumns: [shippingZones.storeId, shippingZones.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'shipping_rates_pkey', columns: [t.storeId, t.id] }),
    index('shipping_rates_store_idx').on(t.storeId),
    index('shipping_rates_zone_idx').on(t.zoneId),
  ],
);

export type OrderStatus =
  'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'unpaid' | 'awaiting_review' | 'paid' | 'refunded';
export type PaymentMethod = PaymentMethodName;

export interface ShippingAddress {
  line1: string;
  line2: string;
  /** Present when the checkout asks for a company. */
  company?: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderNumber: integer('order_number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** Where the order goes; null: nothing in it is sent by post. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    shippingRateId: uuid('shipping_rate_id'),
    shippingMethodName: text('shipping_method_name').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    /** Product and order discounts taken off the subtotal (`discount_lines` says which). */
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull(),
    /** Taken off the shipping (a free-shipping discount). */
    shippingDiscountMinor: integer('shipping_discount_minor').notNull().default(0),
    /** Tax charged (`tax_lines` per rate); part of the prices when `tax_included`. */
    taxMinor: integer('tax_minor').notNull().default(0),
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** The discounts it carries as they were when placed (the discount may change or go). */
    discountLines: jsonb('discount_lines').$type<OrderDiscountLine[]>().notNull().default([]),
    /** The tax it was charged, per rate. */
    taxLines: jsonb('tax_lines').$type<OrderTaxLine[]>().notNull().default([]),
    /** The cash-on-delivery fee, when the store charges one. */
    paymentFeeMinor: integer('payment_fee_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    /** Refunded so far (at most totalMinor); paymentStatus becomes `refunded` with the first. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** Units in the order (the sum of its items' quantities). */
    itemCount: integer('item_count').notNull().default(0),
    /** The cart's shipping weight when ordered (grams, to the milligram). */
    weightGrams: numeric('weight_grams', { precision: 12, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    trackingUrl: text('tracking_url').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Why the payment needs the merchant's eyes (an online payment whose amount or currency
     * differs from the order's, one that came after the order was cancelled, a dispute);
     * null when nothing does. Never paid on its own.
     */
    paymentReview: text('payment_review'),
    /** A card order placed while the store's provider was in test mode: no real money. */
    testMode: boolean('test_mode').notNull().default(false),
    note: text('note').notNull().default(''),
    /** A retried submit with the same key returns the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * The store's customer the order belongs to (by its email when placed; a merge moves it);
     * null once the customer deleted their data.
     */
    customerId: uuid('customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'orders_shipping_rate_fk',
      columns: [t.storeId, t.shippingRateId],
      foreignColumns: [shippingRates.storeId, shippingRates.id],
    }).onDelete('set null'),
    primaryKey({ name: 'orders_pkey', columns: [t.storeId, t.id] }),
    uniqueIndex('orders_store_number_uq').on(t.storeId, t.orderNumber),
    uniqueIndex('orders_store_idempotency_uq').on(t.storeId, t.idempotencyKey),
    // Migrations 0009 and 0012 add INCLUDE (id, status, payment_status, payment_method,
    // currency, total_minor, refunded_minor, item_count): the home's numbers and the list's
    // counts under a date range read this index alone.
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    index('orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt),
    index('orders_store_payment_created_idx').on(t.storeId, t.paymentStatus, t.createdAt),
    // The list's counts per status under the payment filters, read from this index alone
    // (few distinct keys per store: deduplicated, small).
    index('orders_store_counts_idx').on(t.storeId, t.status, t.paymentMethod, t.paymentStatus),
    // The list sorted by total (ties: newest, then number) without sorting the store's orders.
    index('orders_store_total_idx').on(t.storeId, t.totalMinor, t.createdAt, t.orderNumber),
    // Trigram search over name, email and phone is in migration 0008 (an expression index).
    // A customer's orders (their account, their detail page, their numbers).
    index('orders_store_customer_created_idx').on(t.storeId, t.customerId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id'),
    variationId: uuid('variation_id'),
    name: text('name').notNull(),
    /** e.g. `Colour: Red / Size: M`; '' without variations. */
    variationLabel: text('variation_label').notNull().default(''),
    image: text('image').notNull().default(''),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    /** Its product discount and share of the order discount (line total less this is charged). */
    discountMinor: integer('discount_minor').notNull().default(0),
    /** The tax on it (included in it when the order's prices include tax). */
    taxMinor: integer('tax_minor').notNull().default(0),
    /**
     * The order's `created_at`, copied when the line is written (orders never change it): the
     * home's top products read a range of days of lines without visiting each order.
     */
    orderCreatedAt: timestamp('order_created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'order_items_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_items_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'order_items_variation_fk',
      columns: [t.storeId, t.variationId],
      foreignColumns: [productVariations.storeId, productVariations.id],
    }).onDelete('set null'),
    primaryKey({ name: 'order_items_pkey', columns: [t.storeId, t.id] }),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_store_product_idx').on(t.storeId, t.productId),
    // Migration 0011 adds INCLUDE (order_id, product_id, quantity, line_total_minor), and a
    // partial index of the lines whose product was deleted (named by the line).
    index('order_items_store_created_idx').on(t.storeId, t.orderCreatedAt),
  ],
);

/** Who did something to an order. */
export type OrderActorType = 'merchant' | 'shopper' | 'system';

/**
 * An order's timeline: one row per thing that happened (placed, status and payment changes,
 * proofs, emails queued, notes, refunds), with who and when. Never updated or deleted.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').notNull(),
    /** What happened, in words a merchant reads. */
    message: text('message').notNull().default(''),
    /** Kind-specific details (from/to status, amount, tracking, outbox id, proof id...). */
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    actorType: text('actor_type').$type<OrderActorType>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'order_events_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'order_events_pkey', columns: [t.storeId, t.id] }),
    index('order_events_order_idx').on(t.storeId, t.orderId, t.createdAt),
  ],
);

/**
 * An online payment of an order (server/payments/): the provider's checkout session the
 * shopper was sent to, and what became of it. Stock stays held (the order's units taken) while
 * it is `open`; `expired` and `failed` gave them back once, with the order's cancellation.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    mode: text('mode').$type<ProviderMode>().notNull(),
    /** The provider's checkout session and the page the shopper pays on. */
    sessionId: text('session_id').notNull(),
    sessionUrl: text('session_url').notNull(),
    /** The provider's payment (Stripe: the PaymentIntent), once there is one. */
    paymentId: text('payment_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /**
     * Refunded in all as the provider last said (its events carry the total): an event that
     * comes before the payment's is kept here and applied once the order is paid.
     */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    status: text('status').$type<OrderPaymentStatus>().notNull().default('open'),
    /** When the provider closes the session unpaid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'order_payments_pkey', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'order_payments_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
    uniqueIndex('order_payments_order_uq').on(t.storeId, t.orderId),
    uniqueIndex('order_payments_session_uq').on(t.storeId, t.provider, t.sessionId),
    // The reconciliation job's scan: open payments by age, across stores.
    index('order_payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('order_payments_status_check', sql`${t.status} in ('open', 'paid', 'failed', 'expired')`),
  ],
);

/**
 * Every provider event a store's webhook accepted (signature verified), once: a replay of the
 * same event id is answered 200 and changes nothing. What it did is kept (`outcome`).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_events_pkey', columns: [t.storeId, t.provider, t.eventId] })],
);

/** A shopper's proof of a bank transfer: every upload is kept, reviewed once. */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    /** Where the file is kept (private: never under the public media URL space). */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name').notNull().default(''),
    payerReference: text('payer_reference').notNull().default(''),
    status: text('status')
      .$type<'submitted' | 'approved' | 'rejected'>()
      .notNull()
      .default('submitted'),
    reason: text('reason').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'payment_proofs_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'payment_proofs_pkey', columns: [t.storeId, t.id] }),
    index('payment_proofs_order_idx').on(t.storeId, t.orderId, t.createdAt),
    index('payment_proofs_store_status_idx').on(t.storeId, t.status),
  ],
);

/** Messages shoppers send through a store's contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    customerEmail: text('customer_email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'contact_messages_pkey', columns: [t.storeId, t.id] }),
    index('contact_messages_store_idx').on(t.storeId, t.createdAt),
  ],
);

/**
 * A store's customers: today the shoppers who signed up to its newsletter, with their
 * email-marketing consent (double opt-in: `pending` until the emailed link is followed).
 * One row per address and store; the address is stored trimmed and lowercased.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailMarketing: text('email_marketing')
      .$type<EmailMarketingState>()
      .notNull()
      .default('not_subscribed'),
    /** When `email_marketing` last changed (the consent's date). */
    marketingUpdatedAt: timestamp('marketing_updated_at', { withTimezone: true }),
    /** Where that change came from. */
    marketingSource: text('marketing_source').$type<MarketingSource>(),
    /** Keys the HMAC of the customer's confirm and unsubscribe links (customers/newsletter-token.ts). */
    marketingKey: uuid('marketing_key').notNull().defaultRandom(),
    /** When the last confirmation email was queued: at most one per 10 minutes. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** The name of their latest order, or given on their account ('' before either). */
    name: text('name').notNull().default(''),
    /** When they first signed in to their account on the store; null: no account. */
    accountSince: timestamp('account_since', { withTimezone: true }),
    /** Their phone: their profile's, else their first order's that gave one ('' : none). */
    phone: text('phone').notNull().default(''),
    /**
     * Their orders (linked by `orders.customer_id`), kept by server/customers/customer-stats.ts
     * whenever one is placed, cancelled or refunded: every order placed, and what the ones not
     * cancelled came to net of refunds (the store's currency, minor units).
     */
    ordersCount: integer('orders_count').notNull().default(0),
    totalSpentMinor: bigint('total_spent_minor', { mode: 'number' }).notNull().default(0),
    firstOrderAt: timestamp('first_order_at', { withTimezone: true }),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /** The merchant's own note on the customer. */
    note: text('note').notNull().default(''),
    /** The merchant's tags (trimmed, any case as typed, unique without case). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'customers_pkey', columns: [t.storeId, t.id] }),
    uniqueIndex('customers_store_email_uq').on(t.storeId, t.email),
    // The list's sorts and range filters without reading the store's every customer
    // (server/customers/customer-list.ts). Each sort's index ends with the id, the sort's
    // tiebreak, so a page is read in order and never sorted; the ranges are counted from the
    // index alone.
    index('customers_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('customers_store_last_order_idx').on(t.storeId, t.lastOrderAt, t.id),
    // Latest order first, never-ordered customers still last; the id as `desc` orders it
    // (nulls first is PostgreSQL's own for desc: the id is never null, but the planner matches
    // the index to the ORDER BY by the words).
    index('customers_store_last_order_desc_idx').on(
      t.storeId,
      t.lastOrderAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('customers_store_orders_count_idx').on(t.storeId, t.ordersCount, t.id),
    index('customers_store_spent_idx').on(t.storeId, t.totalSpentMinor, t.id),
    index('customers_store_name_idx').on(t.storeId, t.name, t.id),
    // The account and marketing filters, newest first (the default sort).
    index('customers_store_account_created_idx')
      .on(t.storeId, t.createdAt, t.id)
      .where(sql`${t.accountSince} is not null`),
    index('customers_store_marketing_created_idx').on(
      t.storeId,
      t.emailMarketing,
      t.createdAt,
      t.id,
    ),
    // In the migration 0036 (an expression index): the tag filter through a GIN index on the
    // lowercased tags, `customer_tag_keys(tags)`. The search is customerSearchTerms' (below).
    check('customers_spent_not_negative', sql`${t.totalSpentMinor} >= 0 and ${t.ordersCount} >= 0`),
    check(
      'customers_email_marketing_check',
      sql`${t.emailMarketing} in ('not_subscribed', 'pending', 'subscribed', 'unsubscribed')`,
    ),
  ],
);

/**
 * A shopper's checkout as typed (server/abandoned-checkouts/): saved once it has a valid email and a cart,
 * under the id the shopper's browser drew (a random UUID: whoever holds it is that browser).
 * `lines` and `subtotal_minor` are the cart as last saved, priced by the store; `order_id` is
 * set when it became an order (`recovered` when a reminder had been sent by then). Reminders
 * are counted so none goes twice (`reminders_sent`, raised with the outbox row).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: jsonb('address').$type<CheckoutDraftAddress>(),
    lines: jsonb('lines').$type<SavedCheckoutLine[]>().notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
    /** Keys the HMAC of the recovery email's links (server/lib/link-token.ts). */
    recoveryKey: uuid('recovery_key').notNull().defaultRandom(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    orderId: uuid('order_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    recovered: boolean('recovered').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'checkouts_pkey', columns: [t.storeId, t.id] }),
    // The merchant's list: the store's open checkouts by last change, and its recovered ones.
    index('checkouts_store_open_idx')
      .on(t.storeId, t.updatedAt)
      .where(sql`${t.orderId} is null`),
    index('checkouts_store_recovered_idx')
      .on(t.storeId, t.orderId)
      .where(sql`${t.recovered}`),
    // The reminder job: every store's open checkouts still owed a reminder, oldest first.
    index('checkouts_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.orderId} is null and ${t.remindersSent} < 2`),
    check('checkouts_reminders_check', sql`${t.remindersSent} between 0 and 2`),
  ],
);

/**
 * A buyer's review of a product (server/reviews/): sent from the signed link of a delivered
 * order's email, so a verified buyer's, one per product and order. `pending` until the merchant
 * publishes it (4–5 stars at once when the store says so), or `hidden`. The product keeps the
 * published ones' star counts (`products.review_stars`).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    /** The order it was written from; null once the order is gone. */
    orderId: uuid('order_id'),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    /** The buyer's email (the merchant's eyes only). */
    email: text('email').notNull().default(''),
    verified: boolean('verified').notNull().default(true),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Its photos' URLs, from the store's media library (sent through the review link). */
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'product_reviews_pkey', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'product_reviews_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    // One review per product and order.
    uniqueIndex('product_reviews_order_product_uq').on(t.storeId, t.orderId, t.productId),
    // A product page's list, newest first, all or by stars.
    index('product_reviews_product_idx')
      .on(t.storeId, t.productId, t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_product_stars_idx')
      .on(t.storeId, t.productId, t.rating, t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
    // The merchant's queue by status, newest first.
    index('product_reviews_store_status_idx').on(t.storeId, t.status, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_status_check', sql`${t.status} in ('pending', 'published', 'hidden')`),
  ],
);

/**
 * A shopper waiting for a sold-out product or variation (server/stock-alerts/): one waiting
 * request per email and choice (a partial unique index in the migration, nulls not distinct),
 * `notified_at` once its email was queued. A restock that someone waits for is queued in
 * `stock_restocks` by a trigger on the stock columns (migration), whatever wrote the stock.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    /** Null for a product without variations. */
    variationId: uuid('variation_id'),
    email: text('email').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'stock_alerts_pkey', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'stock_alerts_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    // The waiting requests of one choice, in order of subscription (the restock's emails).
    index('stock_alerts_waiting_idx')
      .on(t.storeId, t.productId, t.variationId, t.createdAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/** Restocks someone waits for, queued by the stock triggers, taken by the alert job. */
export const stockRestocks = pgTable(
  'stock_restocks',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variationId: uuid('variation_id'),
    /** The stock it came back with. */
    units: integer('units').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'stock_restocks_pkey', columns: [t.storeId, t.id] }),
    index('stock_restocks_created_idx').on(t.createdAt),
  ],
);

/** Emails that unsubscribed from a store's checkout reminders (the link in each reminder). */
export const checkoutReminderOptOuts = pgTable(
  'checkout_reminder_opt_outs',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'checkout_reminder_opt_outs_pkey', columns: [t.storeId, t.email] })],
);

/**
 * What the customers list's search reads: one row per customer, `term` =
 * `lower(name || ' ' || email || ' ' || phone)`, with a trigram index on it. Written by a
 * trigger on `customers` (migration 0039) only when one of those three changes, so every write
 * path keeps it in step and the orders that update a customer's counts (every order placed,
 * paid, refunded) never touch the trigram index: on `customers` itself each of those updates
 * added the row's trigrams again, and the index grew to several times its size and its
 * searches ten times slower.
 */
export const customerSearchTerms = pgTable(
  'customer_search_terms',
  {
    storeId: uuid('store_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.customerId] }),
    foreignKey({
      name: 'customer_search_terms_customer_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    index('customer_search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/**
 * A shopper's pending sign-in code (server/accounts/): one per store and email, stored only as
 * its hash, good for SIGN_IN_CODE_MINUTES and SIGN_IN_CODE_TRIES wrong tries; `sent_count`
 * within the hour from `window_started_at` paces the emails. No customer row exists until a
 * code is used (typing someone's email creates nothing).
 */
export const customerSignInCodes = pgTable(
  'customer_sign_in_codes',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'customer_sign_in_codes_pkey', columns: [t.storeId, t.email] })],
);

/**
 * A signed-in customer's session on their store's host: a random token in an HttpOnly cookie,
 * stored only as its SHA-256 hash; it lives CUSTOMER_SESSION_DAYS after its last use.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'customer_sessions_pkey', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'customer_sessions_customer_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    uniqueIndex('customer_sessions_store_token_uq').on(t.storeId, t.tokenHash),
    index('customer_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * An address a signed-in customer saved on their account (server/accounts/): at most
 * MAX_SAVED_ADDRESSES each, one of them the default (a partial unique index), which their
 * checkout starts from. Deleted with the customer.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'customer_addresses_pkey', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'customer_addresses_customer_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    index('customer_addresses_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    uniqueIndex('customer_addresses_default_uq')
      .on(t.storeId, t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A store's account at an online payment provider (server/payments/): the keys the merchant
 * pasted, checked against the provider; the secret key and the webhook's signing secret only
 * sealed (AES-256-GCM bound to this row: server/payments/sealed-secrets.ts), never readable
 * back through the API, which shows the secret's last 4 characters.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    mode: text('mode').$type<ProviderMode>().notNull(),
    /** The provider's id and name of the merchant's account (checked on connect). */
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull().default(''),
    publishableKey: text('publishable_key').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretLast4: text('secret_last4').notNull(),
    /** The webhook endpoint registered at the provider for this store's host, and its secret. */
    webhookEndpointId: text('webhook_endpoint_id'),
    webhookUrl: text('webhook_url'),
    webhookSecretSealed: text('webhook_secret_sealed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'payment_accounts_pkey', columns: [t.storeId, t.provider] }),
    check('payment_accounts_mode_check', sql`${t.mode} in ('test', 'live')`),
  ],
);

/** Email waiting to be sent: a worker delivers it, retrying with backoff; nothing is lost. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .$type<
        | 'contact'
        | 'order-customer'
        | 'order-merchant'
        | 'order-update'
        /** A newsletter signup's confirmation (server/customers/newsletter-email.ts). */
        | 'newsletter'
        /** A shopper's sign-in code (server/accounts/account-email.ts). */
        | 'account'
        /** An abandoned checkout's reminder (server/abandoned-checkouts/recovery-email.ts). */
        | 'checkout-reminder'
        /** A product is back in stock (server/stock-alerts/stock-alert-email.ts). */
        | 'back-in-stock'
        | 'platform'
        /** Platform billing: invoices, proofs, decisions, reminders (billing/emails.ts). */
        | 'subscription'
      >()
      .notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Captcha solutions already accepted: each is good once, until it expires. */
export const captchaRedemptions = pgTable('captcha_redemptions', {
  /** SHA-256 of the solved challenge (or of the Turnstile token). */
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** An uploaded file of a store's media library, with its responsive variants. */
export interface MediaVariant {
  width: number;
  height: number;
  /** Storage key of the variant (WebP). */
  key: string;
  bytes: number;
}

export const media = pgTable(
  'media',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The name the file was uploaded with (shown, searched). */
    fileName: text('file_name').notNull(),
    /** Detected from the bytes, never from the name. */
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    /** A dominant colour (`#rrggbb`) shown while the image loads. */
    placeholder: text('placeholder').notNull().default(''),
    alt: text('alt').notNull().default(''),
    /** Storage key of the original (sanitised for SVG). */
    key: text('key').notNull(),
    /** The public URL of the original; variants are listed in `variants`. */
    url: text('url').notNull(),
    variants: jsonb('variants')
      .$type<MediaVariant[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Where an import copied it from (a Shopify image URL); null: uploaded. */
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'media_pkey', columns: [t.storeId, t.id] }),
    index('media_store_created_idx').on(t.storeId, t.createdAt),
    // One copy per source: a re-import finds it instead of copying again.
    uniqueIndex('media_store_source_uq').on(t.storeId, t.sourceUrl),
  ],
);

export type ImportJobStatus = 'pending' | 'running' | 'done' | 'failed';
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

/** A catalogue CSV import running in the background (progress, result, per-row errors). */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    status: text('status').$type<ImportJobStatus>().notNull().default('pending'),
    /** `native` (our export) or `shopify` (a Shopify product CSV export). */
    format: text('format').notNull(),
    fileName: text('file_name').notNull().default(''),
    /** The uploaded CSV, kept until the job ends. */
    csv: text('csv').notNull().default(''),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: jsonb('errors')
      .$type<ImportRowError[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Products of the file written so far, in file order: where a resumed job goes on. */
    productsDone: integer('products_done').notNull().default(0),
    /** While running: the claim's lease. A job whose lease has passed is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Images the file links to that are copied into the media library, and how that went. */
    imagesTotal: integer('images_total').notNull().default(0),
    imagesDone: integer('images_done').notNull().default(0),
    imagesFailed: integer('images_failed').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_store_idx').on(t.storeId, t.createdAt),
    index('import_jobs_claim_idx').on(t.status, t.createdAt),
  ],
);

export type ImportImageStatus = 'pending' | 'done' | 'failed';

/**
 * An image an import copies into the media library: its URL, the cell it came from (for the
 * report), its alt text, and how the copy went. Done after the job's rows, a few at a time.
 */
export const importImages = pgTable(
  'import_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    row: integer('row').notNull(),
    column: text('column').notNull(),
    alt: text('alt').notNull().default(''),
    status: text('status').$type<ImportImageStatus>().notNull().default('pending'),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('import_images_job_url_uq').on(t.jobId, t.url),
    index('import_images_job_status_idx').on(t.jobId, t.status),
  ],
);

export type StoreDomainStatus = 'pending' | 'verified' | 'active' | 'failed';

/**
 * A store's custom domain and its verification (one per store). Several stores may have the
 * same name pending; `stores.custom_domain` (unique) is set only once it is verified, and the
 * host resolver reads that column alone, so a verified domain can never serve another store.
 */
export const storeDomains = pgTable(
  'store_domains',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    status: text('status').$type<StoreDomainStatus>().notNull().default('pending'),
    /** Why the last check failed (record missing, wrong value, points elsewhere). */
    failureReason: text('failure_reason').notNull().default(''),
    /** Checks since the domain was connected (the background re-check backs off by it). */
    attempts: integer('attempts').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    activeAt: timestamp('active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_domains_domain_idx').on(t.domain),
    index('store_domains_next_check_idx').on(t.status, t.nextCheckAt),
  ],
);

/** A store's former subdomain, redirecting (301) to its current host until `expires_at`. */
export const subdomainRedirects = pgTable(
  'subdomain_redirects',
  {
    subdomain: text('subdomain').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subdomain_redirects_store_idx').on(t.storeId)],
);

/** A storefront URL redirect (301): made when a slug changes, or by the merchant. */
export const urlRedirects = pgTable(
  'url_redirects',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** A storefront path (`/products/old-slug`), without query or trailing slash. */
    fromPath: text('from_path').notNull(),
    /** A storefront path or an absolute http(s) URL. */
    toPath: text('to_path').notNull(),
    /** Made by a slug change (true) or by the merchant. */
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'url_redirects_pkey', columns: [t.storeId, t.id] }),
    uniqueIndex('url_redirects_store_from_uq').on(t.storeId, t.fromPath),
  ],
);

/** Every publish of a page keeps a snapshot: the page's version history. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id').notNull(),
    content: jsonb('content').$type<ContentDocument>().notNull(),
    globalContent: jsonb('global_content').$type<ContentDocument>().notNull(),
    title: text('title').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when published (kept if the account goes). */
    authorName: text('author_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'page_versions_page_fk',
      columns: [t.storeId, t.pageId],
      foreignColumns: [pages.storeId, pages.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'page_versions_pkey', columns: [t.storeId, t.id] }),
    index('page_versions_page_idx').on(t.storeId, t.pageId, t.createdAt),
  ],
);

export type AccountTokenPurpose =
  'email-change' | 'password-reset' | 'verify-email' | 'email-change-cancel';

/**
 * Single-use links sent by email (stored hashed): email change, its "this wasn't me" cancel
 * link, password reset and email verification. `purpose` is plain text: a new one needs no
 * migration.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** For email-change: the address being confirmed. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** A discount's effect and minimum are stored as the API speaks them (shared/api/discounts.ts). */
type StoredDiscountEffect = DiscountEffectDto;
type StoredDiscountMinimum = DiscountMinimumDto;

/**
 * A store's discounts (shared/pricing/): a code discount (its codes in `discount_codes`) or an
 * automatic one. `used_count` is taken by a guarded update when an order uses it, so a usage
 * limit holds under a rush; `saved_minor` adds up what its orders saved.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    method: text('method').$type<'code' | 'automatic'>().notNull(),
    kind: text('kind').$type<StoredDiscountEffect['kind']>().notNull(),
    effect: jsonb('effect').$type<StoredDiscountEffect>().notNull(),
    minimum: jsonb('minimum').$type<StoredDiscountMinimum>().notNull(),
    combinesWith: jsonb('combines_with')
      .$type<{ order: boolean; product: boolean; shipping: boolean }>()
      .notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    savedMinor: bigint('saved_minor', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'discounts_pkey', columns: [t.storeId, t.id] }),
    index('discounts_store_method_idx').on(t.storeId, t.method),
    check('discounts_method_check', sql`${t.method} in ('code', 'automatic')`),
    check(
      'discounts_used_check',
      sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`,
    ),
  ],
);

/** A discount's codes, in capitals: one per store (a code names one discount). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    discountId: uuid('discount_id').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    primaryKey({ name: 'discount_codes_pkey', columns: [t.storeId, t.code] }),
    foreignKey({
      name: 'discount_codes_discount_fk',
      columns: [t.storeId, t.discountId],
      foreignColumns: [discounts.storeId, discounts.id],
    }).onDelete('cascade'),
    index('discount_codes_discount_idx').on(t.storeId, t.discountId),
  ],
);

/** How often each customer (by email, lower case) used a discount: its per-customer limit. */
export const discountCustomerUses = pgTable(
  'discount_customer_uses',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    discountId: uuid('discount_id').notNull(),
    email: text('email').notNull(),
    uses: integer('uses').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'discount_customer_uses_pkey',
      columns: [t.storeId, t.discountId, t.email],
    }),
    foreignKey({
      name: 'discount_customer_uses_discount_fk',
      columns: [t.storeId, t.discountId],
      foreignColumns: [discounts.storeId, discounts.id],
    }).onDelete('cascade'),
  ],
);

/** The tax rates a merchant entered: a country's default (region null) and its regions'. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    region: text('region'),
    name: text('name').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    combine: text('combine').$type<'instead' | 'add'>().notNull().default('instead'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'tax_rates_pkey', columns: [t.storeId, t.id] }),
    unique('tax_rates_place_uq').on(t.storeId, t.country, t.region).nullsNotDistinct(),
  ],
);
