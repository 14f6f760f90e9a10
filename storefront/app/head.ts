/**
 * What goes in a store page's <head>: title, description, the one canonical URL, Open Graph
 * and Twitter tags, JSON-LD (Product with an Offer per variation, BreadcrumbList). Pure: the
 * server turns it into tags, the client applies title/description/canonical on navigation.
 */
import type { CollectionDto, PageDto, ProductDto, StorefrontStoreDto } from '../../shared';
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
) {
  const effective = (price: number, discount: number) => (discount > 0 ? discount : price);
  const availability = (inStock: boolean) =>
    `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const offers = product.variations.length
    ? product.variations.map((v) => ({
        '@type': 'Offer',
        sku: v.id,
        name: Object.values(v.attributes).join(' / '),
        price: (v.price > 0
          ? effective(v.price, v.discountPrice)
          : effective(product.price, product.discountPrice)
        ).toFixed(2),
        priceCurrency: store.currency,
        availability: availability(v.stockStatus),
        url,
      }))
    : [
        {
          '@type': 'Offer',
          sku: product.id,
          price: effective(product.price, product.discountPrice).toFixed(2),
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
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      bestRating: 5,
      ratingCount: 1,
    },
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

function routeHead({ route, store, origin, page, product, collection }: HeadInput): HeadData {
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
  const home = { name: store.name, url: `${origin}/` };
  switch (route.kind) {
    case 'home':
    case 'about':
    case 'page': {
      if (!page)
        return {
          ...base,
          title: `Page not found | ${store.name}`,
          canonical: null,
          robots: 'noindex',
        };
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
      if (!collection)
        return {
          ...base,
          title: `Collection not found | ${store.name}`,
          canonical: null,
          robots: 'noindex',
        };
      return {
        ...base,
        title: `${collection.category.name} | ${store.name}`,
        description: clip(
          `${collection.category.name} at ${store.name}: ${collection.totalElements} products.`,
          160,
        ),
        image: collection.category.image ? absolute(origin, collection.category.image) : null,
        jsonLd: [breadcrumbs([home, { name: collection.category.name, url: canonical ?? '' }])],
      };
    }
    case 'product': {
      if (!product || !canonical)
        return {
          ...base,
          title: `Product not found | ${store.name}`,
          canonical: null,
          robots: 'noindex',
        };
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
          productJsonLd(product, store, canonical, origin),
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
    case 'notFound':
      return {
        ...base,
        title: `Page not found | ${store.name}`,
        canonical: null,
        robots: 'noindex',
      };
  }
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON safe inside a <script> element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The <head> tags for `head` as HTML. */
export function renderHeadTags(head: HeadData, store: StorefrontStoreDto): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}">`,
    head.robots ? `<meta name="robots" content="${head.robots}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeAttr(head.canonical)}">` : '',
    `<meta property="og:site_name" content="${escapeAttr(store.name)}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:title" content="${escapeAttr(head.title)}">`,
    `<meta property="og:description" content="${escapeAttr(head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeAttr(head.canonical)}">` : '',
    head.image ? `<meta property="og:image" content="${escapeAttr(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeAttr(head.title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(head.description)}">`,
    head.image ? `<meta name="twitter:image" content="${escapeAttr(head.image)}">` : '',
    ...head.jsonLd.map((j) => `<script type="application/ld+json">${jsonForScript(j)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}
