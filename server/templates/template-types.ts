/**
 * What a store template is: a name, a description, an accent colour, a header and footer
 * (global content) and a set of pages built from the registry's section types. Templates are
 * data; `defineTemplate` gives each section a stable id and its registry defaults.
 */
import type { Component, SectionType } from '../../shared';
import { createSection } from '../content/build-content';

/** One page a template writes; `home` and `about` land on the store's own pages of that slug. */
export interface TemplatePage {
  slug: string;
  title: string;
  pageType: 'home' | 'about' | 'custom';
  metaTitle: string;
  metaDescription: string;
  components: Component[];
}

export interface StoreTemplate {
  id: string;
  name: string;
  description: string;
  /** `#rrggbb`: the gallery card's colour, and the template's buttons and links. */
  accentColor: string;
  /** The store name the previews show. */
  sampleStoreName: string;
  /** Topbar, navbar and footer. */
  globalComponents: Component[];
  pages: TemplatePage[];
}

/** Builds a section with a stable id (`{templateId}-{type}-{n}`) and its defaults under `props`. */
export type SectionMaker = (type: SectionType, props?: Record<string, unknown>) => Component;

/**
 * A template from `build`, whose `section` numbers ids per template so they never collide and
 * whose `accent` is the template's accent colour, for the sections that take it.
 */
export function defineTemplate(
  id: string,
  accentColor: string,
  build: (section: SectionMaker, accent: string) => Omit<StoreTemplate, 'id' | 'accentColor'>,
): StoreTemplate {
  let n = 0;
  const section: SectionMaker = (type, props = {}) =>
    createSection(type, props, `${id}-${type}-${++n}`);
  const { name, description, ...rest } = build(section, accentColor);
  return { id, name, description, accentColor, ...rest };
}
