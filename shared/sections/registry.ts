/**
 * The section registry: one definition per section type of spec 3, looked up by type.
 * The storefront renders from it, the server validates saved pages with it, the editor
 * builds its palette and settings panel from it.
 */
import type { SectionDefinition, SectionType } from './types';
import { topbarSection } from './definitions/topbar';
import { navbarSection } from './definitions/navbar';
import { heroSection } from './definitions/hero';
import { heroStaticSection } from './definitions/hero-static';
import { productGridSection } from './definitions/product-grid';
import { simpleProductGridSection } from './definitions/simple-product-grid';
import { categoriesSliderSection } from './definitions/categories-slider';
import { footerSection } from './definitions/footer';
import { contactFormSection } from './definitions/contact-form';
import { testimonialSection } from './definitions/testimonial';
import { testimonial2Section } from './definitions/testimonial2';
import { productSection } from './definitions/product';
import { textBlockSection } from './definitions/text-block';
import { videoBlockSection } from './definitions/video-block';
import { imageBlockSection } from './definitions/image-block';
import { containerSection } from './definitions/container';
import { bannerSection } from './definitions/banner';
import { faqSection } from './definitions/faq';

export const sectionRegistry = {
  topbar: topbarSection,
  navbar: navbarSection,
  hero: heroSection,
  heroStatic: heroStaticSection,
  productGrid: productGridSection,
  simpleProductGrid: simpleProductGridSection,
  categoriesSlider: categoriesSliderSection,
  footer: footerSection,
  contactForm: contactFormSection,
  testimonial: testimonialSection,
  testimonial2: testimonial2Section,
  product: productSection,
  textBlock: textBlockSection,
  videoBlock: videoBlockSection,
  imageBlock: imageBlockSection,
  container: containerSection,
  banner: bannerSection,
  faq: faqSection,
} satisfies Record<SectionType, SectionDefinition>;

export type SectionRegistry = typeof sectionRegistry;

/** The props type of a section, after defaults are applied. */
export type SectionProps<T extends SectionType> = ReturnType<SectionRegistry[T]['schema']['parse']>;

/** The definition of `type`, or undefined for an unknown type. */
export function getSectionDefinition(type: string): SectionDefinition | undefined {
  return Object.hasOwn(sectionRegistry, type) ? sectionRegistry[type as SectionType] : undefined;
}

/** The default props of `type` (its schema's parse of `{}`). */
export function defaultSectionProps<T extends SectionType>(type: T): SectionProps<T> {
  return sectionRegistry[type].schema.parse({}) as SectionProps<T>;
}
