/** The storefront's map from section type to component: the only place that lists them. */
import type { ComponentType } from 'react';
import type { SectionType } from '../../shared';
import type { SectionComponentProps } from './section-types';
import { TopbarSection } from './TopbarSection';
import { NavbarSection } from './NavbarSection';
import { HeroSection } from './HeroSection';
import { HeroStaticSection } from './HeroStaticSection';
import { ProductGridSection } from './ProductGridSection';
import { SimpleProductGridSection } from './SimpleProductGridSection';
import { CategoriesSliderSection } from './CategoriesSliderSection';
import { FooterSection } from './FooterSection';
import { ContactFormSection } from './ContactFormSection';
import { TestimonialSection } from './TestimonialSection';
import { Testimonial2Section } from './Testimonial2Section';
import { ProductSection } from './ProductSection';
import { TextBlockSection } from './TextBlockSection';
import { VideoBlockSection } from './VideoBlockSection';
import { ImageBlockSection } from './ImageBlockSection';
import { ContainerSection } from './ContainerSection';
import { BannerSection } from './BannerSection';
import { FaqSection } from './FaqSection';

export const sectionComponents: { [T in SectionType]: ComponentType<SectionComponentProps<T>> } = {
  topbar: TopbarSection,
  navbar: NavbarSection,
  hero: HeroSection,
  heroStatic: HeroStaticSection,
  productGrid: ProductGridSection,
  simpleProductGrid: SimpleProductGridSection,
  categoriesSlider: CategoriesSliderSection,
  footer: FooterSection,
  contactForm: ContactFormSection,
  testimonial: TestimonialSection,
  testimonial2: Testimonial2Section,
  product: ProductSection,
  textBlock: TextBlockSection,
  videoBlock: VideoBlockSection,
  imageBlock: ImageBlockSection,
  container: ContainerSection,
  banner: BannerSection,
  faq: FaqSection,
};
