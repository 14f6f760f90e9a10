/**
 * The store templates of the gallery (`/theme-home`), in the order it shows them, and what
 * the API says about each. Owns: the list and its summaries. Not: applying one
 * (apply-template.ts), previews (template-preview.ts), the routes (routes.ts).
 */
import {
  pagePath,
  walkComponents,
  type ContentDocument,
  type Component,
  type TemplateSummary,
} from '../../shared';
import { toContentDocument } from '../content/build-content';
import { electronicsTemplate } from './electronics';
import { fashionTemplate } from './fashion';
import { foodTemplate } from './food';
import { minimalTemplate } from './minimal';
import type { StoreTemplate, TemplatePage } from './template-types';

export type { StoreTemplate, TemplatePage } from './template-types';
export { templateImageSvg } from './template-images';

export const storeTemplates: readonly StoreTemplate[] = [
  fashionTemplate,
  electronicsTemplate,
  foodTemplate,
  minimalTemplate,
];

/** The template `id`, if there is one. */
export function getStoreTemplate(id: string): StoreTemplate | undefined {
  return storeTemplates.find((t) => t.id === id);
}

/** Every section type of `components`, containers' children included, in order of first use. */
export function sectionTypesOf(components: Component[], out = new Set<string>()) {
  walkComponents(components, (component) => out.add(component.type));
  return out;
}

/** A template page's content as a validated document. */
export const templatePageContent = (page: TemplatePage): ContentDocument =>
  toContentDocument(page.components);

/** A template's header and footer as a validated document. */
export const templateGlobalContent = (template: StoreTemplate): ContentDocument =>
  toContentDocument(template.globalComponents);

export function toTemplateSummary(template: StoreTemplate): TemplateSummary {
  return {
    templateId: template.id,
    name: template.name,
    description: template.description,
    accentColor: template.accentColor,
    sampleStoreName: template.sampleStoreName,
    pages: template.pages.map((page) => ({
      slug: page.slug,
      title: page.title,
      path: pagePath(page),
      sectionTypes: [...sectionTypesOf(page.components)],
    })),
  };
}
