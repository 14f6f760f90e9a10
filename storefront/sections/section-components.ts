/**
 * The storefront's map from section type to component: the only place that lists them. Each
 * is its own chunk (splitComponent), so a page's first JS carries only the sections it shows:
 * the server preloads those (by their `storefront/sections/<Type>Section.tsx` entries in Vite's
 * manifest), the rest load when a client navigation or the builder's canvas first shows one.
 */
import type { ComponentType } from 'react';
import type { SectionType } from '../../shared';
import { splitComponent } from '../lib/split-component';
import type { SectionComponentProps } from './section-types';

type Section<T extends SectionType> = ComponentType<SectionComponentProps<T>>;
const split = <T extends SectionType>(load: () => Promise<Section<T>>) =>
  splitComponent(async () => ({ default: await load() }));

export const sectionComponents = {
  topbar: split<'topbar'>(async () => (await import('./TopbarSection')).TopbarSection),
  navbar: split<'navbar'>(async () => (await import('./NavbarSection')).NavbarSection),
  hero: split<'hero'>(async () => (await import('./HeroSection')).HeroSection),
  heroStatic: split<'heroStatic'>(
    async () => (await import('./HeroStaticSection')).HeroStaticSection,
  ),
  productGrid: split<'productGrid'>(
    async () => (await import('./ProductGridSection')).ProductGridSection,
  ),
  simpleProductGrid: split<'simpleProductGrid'>(
    async () => (await import('./SimpleProductGridSection')).SimpleProductGridSection,
  ),
  categoriesSlider: split<'categoriesSlider'>(
    async () => (await import('./CategoriesSliderSection')).CategoriesSliderSection,
  ),
  footer: split<'footer'>(async () => (await import('./FooterSection')).FooterSection),
  contactForm: split<'contactForm'>(
    async () => (await import('./ContactFormSection')).ContactFormSection,
  ),
  testimonial: split<'testimonial'>(
    async () => (await import('./TestimonialSection')).TestimonialSection,
  ),
  testimonial2: split<'testimonial2'>(
    async () => (await import('./Testimonial2Section')).Testimonial2Section,
  ),
  product: split<'product'>(async () => (await import('./ProductSection')).ProductSection),
  textBlock: split<'textBlock'>(async () => (await import('./TextBlockSection')).TextBlockSection),
  videoBlock: split<'videoBlock'>(
    async () => (await import('./VideoBlockSection')).VideoBlockSection,
  ),
  imageBlock: split<'imageBlock'>(
    async () => (await import('./ImageBlockSection')).ImageBlockSection,
  ),
  container: split<'container'>(async () => (await import('./ContainerSection')).ContainerSection),
  banner: split<'banner'>(async () => (await import('./BannerSection')).BannerSection),
  faq: split<'faq'>(async () => (await import('./FaqSection')).FaqSection),
} satisfies {
  [T in SectionType]: ComponentType<SectionComponentProps<T>> & { preload(): Promise<void> };
};

/** Loads every section's chunk (the builder's canvas shows any of them at any time). */
export function preloadSections(): Promise<void> {
  return Promise.all(Object.values(sectionComponents).map((c) => c.preload())).then(
    () => undefined,
  );
}
