/**
 * What goes in a store page's <head>: title, description, the one canonical URL, Open Graph
 * and Twitter tags, JSON-LD (Product with an Offer per variation, BreadcrumbList). Pure:
 * `headTags` lists the tags; the server writes them as HTML, the client puts the same list in
 * the document after each client navigation.
 */
import {
  countOf,
  escapeHtml,
  toDecimalString,
  toMinor,
  type CollectionDto,
  type PageDto,
  type ProductDto,
  type ProductReviews,
  type StorefrontStoreDto,
} from '../../shared';
import { canonicalPath, type StoreRoute } from './match-route';

export interface HeadData {
  title: string;
  description: string;
  /** Absolute; null for pages that should not be indexed (404, checkout). */
  canonical: string | null;
  robots: string | null;
  ogType: 'website' | 'product';
  image: string | null;
  jsonLd: Record<string, unknown>[];
}

export interface HeadInput {
  route: StoreRoute;
  store: StorefrontStoreDto;
  /** `https://shop.example.com`, no trailing slash. */
  origin: string;
  page?: PageDto | null;
  product?: ProductDto | null;
  /** The product's first page of reviews (its JSON-LD's `review`). */
  reviews?: ProductReviews | null;
  collection?: CollectionDto | null;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const absolute = (origin: string, url: string) =>
  url && url.startsWith('/') ? `${origin}${url}` : url;

function productJsonLd(
  product: ProductDto,
  store: StorefrontStoreDto,
  url: string,
  origin: string,
  reviews: ProductReviews | null | undefined,
) {
  const effective = (price: number, discount: number) => (discount > 0 ? discount : price);
  // schema.org wants a plain decimal string with the currency's digits: 19.99, 1999, 1.250.
  const priceText = (amount: number) =>
    toDecimalString(toMinor(amount, store.currency), store.currency);
  const availability = (inStock: boolean) =>
    `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const offers = product.variations.length
    ? product.variations.map((v) => ({
        '@type': 'Offer',
        sku: v.id,
        name: Object.values(v.attributes).join(' / '),
        price: priceText(
          v.price > 0
            ? effective(v.price, v.discountPrice)
            : effective(product.price, product.discountPrice),
        ),
        priceCurrency: store.currency,
        availability: availability(v.stockStatus),
        url,
      }))
    : [
        {
          '@type': 'Offer',
          sku: product.id,
          price: priceText(effective(product.price, product.discountPrice)),
          priceCurrency: store.currency,
          availability: availability(product.stockStatus),
          url,
        },
      ];
  const images = [product.productImage, ...product.galleryImages]
    .filter(Boolean)
    .map((i) => absolute(origin, i));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    url,
    ...(images.length ? { image: images } : {}),
    description: clip(stripTags(product.metaDescription || product.description), 500),
    brand: { '@type': 'Brand', name: store.name },
    // Ratings only from shoppers' published reviews: the default stars (spec: 4) a product
    // shows before any are no rating, and claiming them is what search engines call spam.
    ...(reviews && reviews.summary.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.summary.average,
            reviewCount: reviews.summary.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews.map((r) => ({
            '@type': 'Review',
            reviewRating: {
              '@type': 'Rating',
              ratingValue: r.rating,
              bestRating: 5,
              worstRating: 1,
            },
            author: { '@type': 'Person', name: r.authorName },
            datePublished: r.createdAt.slice(0, 10),
            ...(r.title ? { name: r.title } : {}),
            reviewBody: clip(r.body, 2000),
          })),
        }
      : {}),
    offers,
  };
}

function breadcrumbs(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The head of a route, with the store's SEO settings applied: "hide from search engines"
 * makes every page `noindex`; the store's share image stands in for a page with none.
 */
export function buildHead(input: HeadInput): HeadData {
  const head = routeHead(input);
  const { store, origin } = input;
  return {
    ...head,
    robots: store.hideFromSearch ? 'noindex' : head.robots,
    image: head.image ?? (store.seoImageUrl ? absolute(origin, store.seoImageUrl) : null),
  };
}

function routeHead({
  route,
  store,
  origin,
  page,
  product,
  reviews,
  collection,
}: HeadInput): HeadData {
  const path = canonicalPath(route);
  const canonical = path ? `${origin}${path}` : null;
  const base: HeadData = {
    title: store.name,
    description: clip(store.description || `Shop ${store.name}.`, 160),
    canonical,
    robots: null,
    ogType: 'website',
    image: null,
    jsonLd: [],
  };
  /** A route with nothing to show: "<what> not found", no canonical URL, never indexed. */
  const notFound = (what: string): HeadData => ({
    ...base,
    title: `${what} not found | ${store.name}`,
    canonical: null,
    robots: 'noindex',
  });
  const home = { name: store.name, url: `${origin}/` };
  switch (route.kind) {
    case 'home':
    case 'about':
    case 'page': {
      if (!page) return notFound('Page');
      const title =
        page.metaTitle || (route.kind === 'home' ? store.name : `${page.title} | ${store.name}`);
      return { ...base, title, description: clip(page.metaDescription || base.description, 160) };
    }
    case 'shop':
      return {
        ...base,
        title: route.query ? `Search: ${route.query} | ${store.name}` : `Shop | ${store.name}`,
        robots: route.query ? 'noindex' : null,
        canonical: route.query ? `${origin}/shop` : canonical,
      };
    case 'collection': {
      if (!collection) return notFound('Collection');
      return {
        ...base,
        title: `${collection.category.name} | ${store.name}`,
        description: clip(
          `${collection.category.name} at ${store.name}: ${countOf(collection.totalElements, 'product', 'products')}.`,
          160,
        ),
        image: collection.category.image ? absolute(origin, collection.category.image) : null,
        jsonLd: [breadcrumbs([home, { name: collection.category.name, url: canonical ?? '' }])],
      };
    }
    case 'product': {
      if (!product || !canonical) return notFound('Product');
      const category = product.categories[0];
      return {
        ...base,
        title: product.seoTitle || `${product.name} | ${store.name}`,
        description: clip(
          product.metaDescription || stripTags(product.description) || base.description,
          160,
        ),
        ogType: 'product',
        image: product.productImage ? absolute(origin, product.productImage) : null,
        jsonLd: [
          productJsonLd(product, store, canonical, origin, reviews),
          breadcrumbs([
            home,
            ...(category
              ? [{ name: category.name, url: `${origin}/collection/${category.slug}` }]
              : []),
            { name: product.name, url: canonical },
          ]),
        ],
      };
    }
    case 'checkout':
      return { ...base, title: `Checkout | ${store.name}`, robots: 'noindex' };
    case 'account':
      return { ...base, title: `Your account | ${store.name}`, robots: 'noindex' };
    case 'emailLink':
      return {
        ...base,
        title: `${route.action === 'confirm' ? 'Confirm your subscription' : 'Unsubscribe'} | ${store.name}`,
        robots: 'noindex',
      };
    case 'review':
      return { ...base, title: `Review your order | ${store.name}`, robots: 'noindex' };
    case 'notFound':
      return notFound('Page');
  }
}

/** JSON safe inside a <script> element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * One head tag as data: the server writes it as HTML (`renderHeadTags`), the client puts the
 * same list in the document after a navigation (`apply-head.ts`), so the two cannot drift.
 */
export type HeadTag =
  | { tag: 'title'; text: string }
  | {
      tag: 'meta';
      attrs: { name: string; content: string } | { property: string; content: string };
    }
  | { tag: 'link'; attrs: { rel: 'canonical'; href: string } }
  /** `text` is already `jsonForScript`'s output: the script element's exact content. */
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; text: string };

/**
 * Which head elements `headTags` owns (everything it can produce): the client removes these
 * before it adds a route's tags.
 */
export const HEAD_TAG_SELECTOR = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(',');

/** The <head> tags of `head`, in document order. */
export function headTags(head: HeadData, store: StorefrontStoreDto): HeadTag[] {
  const meta = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { name, content },
  });
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  const tags: (HeadTag | null)[] = [
    { tag: 'title', text: head.title },
    meta('description', head.description),
    head.robots ? meta('robots', head.robots) : null,
    head.canonical ? { tag: 'link', attrs: { rel: 'canonical', href: head.canonical } } : null,
    property('og:site_name', store.name),
    property('og:type', head.ogType),
    property('og:title', head.title),
    property('og:description', head.description),
    head.canonical ? property('og:url', head.canonical) : null,
    head.image ? property('og:image', head.image) : null,
    meta('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', head.title),
    meta('twitter:description', head.description),
    head.image ? meta('twitter:image', head.image) : null,
    ...head.jsonLd.map((j): HeadTag => ({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: jsonForScript(j),
    })),
  ];
  return tags.filter((t): t is HeadTag => t !== null);
}

/** One tag as HTML: attribute values and the title escaped, script text as given. */
function tagHtml(tag: HeadTag): string {
  if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
  const attrs = Object.entries(tag.attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return tag.tag === 'script' ? `<script${attrs}>${tag.text}</script>` : `<${tag.tag}${attrs}>`;
}

/** The <head> tags for `head` as HTML. */
export function renderHeadTags(head: HeadData, store: StorefrontStoreDto): string {
  return headTags(head, store).map(tagHtml).join('');
}
