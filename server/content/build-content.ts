/**
 * Builds saved content on the server: a section with its registry defaults under given
 * overrides, a validated content document, and the starter theme every new store gets.
 */
import { randomUUID } from 'node:crypto';
import {
  CONTENT_SCHEMA_VERSION,
  parseContentDocument,
  sectionRegistry,
  type ContentDocument,
  type SectionComponent,
  type SectionType,
} from '../../shared';

/** A section of `type` with its defaults under `overrides` (unknown keys are dropped). */
export function createSection(
  type: SectionType,
  overrides: Record<string, unknown> = {},
  id: string = `${type}-${randomUUID().slice(0, 8)}`,
): SectionComponent {
  const definition = sectionRegistry[type];
  return {
    id,
    type,
    contentType: definition.contentType,
    props: definition.schema.parse(overrides) as Record<string, unknown>,
  };
}

/** A validated document of `components`; throws when they do not validate (a bug). */
export function toContentDocument(components: SectionComponent[]): ContentDocument {
  const parsed = parseContentDocument({ schemaVersion: CONTENT_SCHEMA_VERSION, components });
  if (!parsed.ok) throw new Error(`invalid content: ${JSON.stringify(parsed.issues)}`);
  return parsed.document;
}

/** What a new store starts with: a header, a footer and a home page to edit. */
export function starterContent(storeName: string): {
  globalContent: ContentDocument;
  home: ContentDocument;
} {
  return {
    globalContent: toContentDocument([createSection('navbar'), createSection('footer')]),
    home: toContentDocument([
      createSection('heroStatic', { title: `Welcome to ${storeName}`.slice(0, 200) }),
      createSection('productGrid', { title: 'Featured products' }),
    ]),
  };
}
