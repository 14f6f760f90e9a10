/**
 * Each section type's display name, and which types are global content, as plain data: for
 * bundles that must not carry the registry's zod schemas (the builder's canvas iframe).
 * Owns: nothing new; `labels.test.ts` keeps it equal to the registry's definitions.
 */
import type { SectionType } from './types';

/** `type -> definition.label`. */
export const sectionLabels: Readonly<Record<SectionType, string>> = {
  topbar: 'Top bar',
  navbar: 'Navigation bar',
  hero: 'Hero Slider',
  heroStatic: 'Static Hero',
  productGrid: 'Product grid',
  simpleProductGrid: 'Simple product grid',
  categoriesSlider: 'Categories slider',
  footer: 'Footer',
  contactForm: 'Contact Form',
  testimonial: 'Testimonials',
  testimonial2: 'Testimonials (Quotes)',
  product: 'Product details',
  textBlock: 'Text Block',
  videoBlock: 'Video',
  imageBlock: 'Image',
  container: 'Container',
  banner: 'Banner',
  faq: 'FAQ',
};

/** The types whose `definition.contentType` is `global` (saved in the store's global content). */
export const globalSectionTypes: readonly SectionType[] = ['topbar', 'navbar', 'footer'];
