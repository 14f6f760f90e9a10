/**
 * Builds saved content on the server: a section with its registry defaults under given
 * overrides, a validated content document, and the starter theme every new store gets.
 */
import { randomUUID } from 'node:crypto';
import {
  CONTENT_SCHEMA_VERSION,
  headlineBlocks,
  PRODUCT_TEMPLATE_SLUG,
  parseContentDocument,
  sectionRegistry,
  type ContentDocument,
  type Component,
  type SectionType,
} from '../../shared';

/** A section of `type` with its defaults under `overrides` (unknown keys are dropped). */
export function createSection(
  type: SectionType,
  overrides: Record<string, unknown> = {},
  id: string = `${type}-${randomUUID().slice(0, 8)}`,
): Component {
  const definition = sectionRegistry[type];
  return {
    id,
    type,
    contentType: definition.contentType,
    props: definition.schema.parse(overrides) as Record<string, unknown>,
  };
}

/** A validated document of `components`; throws when they do not validate (a bug). */
export function toContentDocument(components: Component[]): ContentDocument {
  const parsed = parseContentDocument({ schemaVersion: CONTENT_SCHEMA_VERSION, components });
  if (!parsed.ok) throw new Error(`invalid content: ${JSON.stringify(parsed.issues)}`);
  return parsed.document;
}

/** A published page a store starts with. */
export interface StarterPage {
  title: string;
  slug: string;
  pageType: 'home' | 'about' | 'product' | 'custom';
  content: ContentDocument;
}

const textPage = (title: string, html: string) =>
  toContentDocument([
    createSection('heroStatic', { blocks: headlineBlocks({ heading: title }) }),
    createSection('textBlock', { content: html }),
  ]);

/**
 * The policy pages the starter footer links to (`/page/shipping`, `/page/returns`): every
 * link a new store shows must lead to a page that exists. Written to be edited.
 */
export function policyPages(): StarterPage[] {
  return [
    {
      title: 'Shipping',
      slug: 'shipping',
      pageType: 'custom',
      content: textPage(
        'Shipping',
        '<h2>Shipping</h2><p>We ship every order within two working days. Delivery times and costs are shown at checkout before you pay.</p><p>Edit this page to describe your own shipping zones, carriers and delivery times.</p>',
      ),
    },
    {
      title: 'Returns',
      slug: 'returns',
      pageType: 'custom',
      content: textPage(
        'Returns',
        '<h2>Returns</h2><p>Changed your mind? Send unused items back within 30 days of delivery for a full refund.</p><p>Edit this page to describe your own returns policy.</p>',
      ),
    },
  ];
}

/** The product template: every product page is drawn with its product section's blocks. */
export function productTemplatePage(): StarterPage {
  return {
    title: 'Product page',
    slug: PRODUCT_TEMPLATE_SLUG,
    pageType: 'product',
    content: productTemplateContent(),
  };
}

/** A product template's content: one product section with its default blocks. */
export const productTemplateContent = (): ContentDocument =>
  toContentDocument([createSection('product', {}, 'product')]);

/**
 * What a new store starts with: a header and a footer, published pages for every link they
 * show (home, about, shipping, returns), each ready to edit, and the product template.
 */
export function starterContent(storeName: string): {
  globalContent: ContentDocument;
  pages: StarterPage[];
} {
  return {
    globalContent: toContentDocument([createSection('navbar'), createSection('footer')]),
    pages: [
      {
        title: 'Home',
        slug: 'home',
        pageType: 'home',
        content: toContentDocument([
          createSection('heroStatic', {
            blocks: headlineBlocks({ heading: `Welcome to ${storeName}`.slice(0, 200) }),
          }),
          createSection('productGrid', { title: 'Featured products' }),
        ]),
      },
      {
        title: 'About',
        slug: 'about',
        pageType: 'about',
        content: toContentDocument([
          createSection('heroStatic', {
            blocks: headlineBlocks({ heading: `About ${storeName}`.slice(0, 200) }),
          }),
          createSection('textBlock'),
        ]),
      },
      ...policyPages(),
      productTemplatePage(),
    ],
  };
}
