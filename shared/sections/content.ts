/**
 * Saved page content: `{ schemaVersion, components }`, validated section by section against
 * the registry, with an ordered list of migrations so a prop renamed later does not break
 * pages saved before. Containers hold nested components in `props.children`, placed by the
 * rule of tree.ts.
 */
import { z } from 'zod';
import { getSectionDefinition } from './registry';
import { getPlacementRefusal, MAX_CONTAINER_DEPTH } from './tree';
import type { SectionType } from './types';
import { migrateV1ColorTree } from './scheme-migration';
import { migrateV2Lengths } from './length-migration';
import {
  migrateV3Blocks,
  migrateV4Blocks,
  migrateV5Blocks,
  migrateV6Blocks,
  migrateV7Blocks,
  migrateV8Blocks,
  migrateV9Blocks,
} from './block-migration';
import { themeSchema, type Theme } from '../theme/theme';

export const CONTENT_SCHEMA_VERSION = 10;
export const MAX_COMPONENTS = 2000;

/**
 * One section of a page, the one type for it everywhere (saved content, the API, the editor,
 * the canvas protocol, the storefront). A container holds nested components in `props.children`.
 */
export interface Component {
  id: string;
  type: SectionType;
  contentType?: 'global' | 'normal';
  variant?: string;
  props: Record<string, unknown>;
}

export interface ContentDocument {
  schemaVersion: number;
  components: Component[];
  /**
   * The store's theme: only in the global content (header and footer), so it is drafted,
   * published, versioned and restored with it. Absent: the default theme.
   */
  theme?: Theme;
}

/** One step from `from` to `from + 1`; pure. */
export interface ContentMigration {
  from: number;
  describe: string;
  migrate(components: Component[]): Component[];
}

/** Ordered migrations; add one (and raise CONTENT_SCHEMA_VERSION) when a prop changes shape. */
export const contentMigrations: ContentMigration[] = [
  {
    from: 1,
    describe:
      'Colour schemes: each section picks the scheme of the default theme its colours match best; those colours become "from scheme", the rest stay custom values',
    migrate: (components) => migrateV1ColorTree(components),
  },
  {
    from: 2,
    describe:
      "Corner radii: a button's or card's radius equal to the theme's becomes the theme's (null), another stays the section's",
    migrate: (components) => migrateV2Lengths(components),
  },
  {
    from: 3,
    describe:
      "Blocks: the static hero's title, subtitle and buttons become its heading, text and button blocks",
    migrate: (components) => migrateV3Blocks(components),
  },
  {
    from: 4,
    describe:
      "Blocks: the product page's name, rating, prices, stock, purchase panel and description become its blocks",
    migrate: (components) => migrateV4Blocks(components),
  },
  {
    from: 5,
    describe:
      "Blocks: the footer's about text, link columns and social links become its text, menu column and social links blocks",
    migrate: (components) => migrateV5Blocks(components),
  },
  {
    from: 6,
    describe:
      "Blocks: the FAQ's questions and the testimonials' quotes become their question and testimonial blocks",
    migrate: (components) => migrateV6Blocks(components),
  },
  {
    from: 7,
    describe:
      "Blocks: the product grid's card becomes its picture, name, rating, prices and buttons blocks",
    migrate: (components) => migrateV7Blocks(components),
  },
  {
    from: 8,
    describe:
      "Blocks: the banner's title, subtitle and button become its heading, text and button blocks",
    migrate: (components) => migrateV8Blocks(components),
  },
  {
    from: 9,
    describe:
      "Blocks: the hero slider's slides become its slide blocks, each with its title, subtitle and buttons as heading, text and button blocks",
    migrate: (components) => migrateV9Blocks(components),
  },
];

export interface ContentIssue {
  field: string;
  message: string;
}

export type ContentParseResult =
  { ok: true; document: ContentDocument } | { ok: false; issues: ContentIssue[] };

const componentShape = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(50),
  contentType: z.enum(['global', 'normal']).optional(),
  variant: z.string().max(50).optional(),
  props: z.record(z.string(), z.unknown()).default({}),
});

const documentShape = z.object({
  schemaVersion: z
    .number()
    .int()
    .min(1)
    .max(
      CONTENT_SCHEMA_VERSION,
      `This content was saved by a newer version of the builder; this one reads versions up to ${CONTENT_SCHEMA_VERSION}`,
    )
    .default(CONTENT_SCHEMA_VERSION),
  components: z.array(z.unknown()).max(MAX_COMPONENTS),
  theme: z.unknown().optional(),
});

/** Applies every migration after `schemaVersion`. */
export function migrateComponents(schemaVersion: number, components: Component[]): Component[] {
  return contentMigrations
    .filter((m) => m.from >= schemaVersion)
    .sort((a, b) => a.from - b.from)
    .reduce((acc, m) => m.migrate(acc), components);
}

function parseComponents(
  list: unknown[],
  path: string,
  depth: number,
  issues: ContentIssue[],
): Component[] {
  const out: Component[] = [];
  list.forEach((raw, index) => {
    const at = `${path}[${index}]`;
    const shape = componentShape.safeParse(raw);
    if (!shape.success) {
      for (const i of shape.error.issues)
        issues.push({ field: [at, ...i.path].join('.'), message: i.message });
      return;
    }
    const component = shape.data;
    const definition = getSectionDefinition(component.type);
    if (!definition) {
      issues.push({ field: `${at}.type`, message: `Unknown section type '${component.type}'` });
      return;
    }
    // Each component checked as one level at its own depth: the same rule as a whole subtree.
    const refusal = getPlacementRefusal({ type: component.type, height: 1 }, depth);
    if (refusal) {
      issues.push(
        refusal === 'root-only'
          ? {
              field: `${at}.type`,
              message: `'${component.type}' cannot be placed inside a container`,
            }
          : { field: at, message: `Containers nest at most ${MAX_CONTAINER_DEPTH} deep` },
      );
      return;
    }
    const parsed = definition.schema.safeParse(component.props);
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        issues.push({
          field: [`${at}.props`, ...i.path.map(String)].join('.'),
          message: `${component.type}: ${i.message}`,
        });
      }
      return;
    }
    const props = parsed.data as Record<string, unknown>;
    if (component.type === 'container') {
      const children = Array.isArray(props.children) ? props.children : [];
      props.children = parseComponents(children, `${at}.props.children`, depth + 1, issues);
    }
    out.push({
      id: component.id,
      type: component.type as SectionType,
      contentType: definition.contentType,
      ...(component.variant ? { variant: component.variant } : {}),
      props,
    });
  });
  return out;
}

/**
 * Migrates and validates saved content; every issue names the component path and prop,
 * e.g. `components[2].props.overlayOpacity`. Defaults fill missing props.
 */
export function parseContentDocument(input: unknown): ContentParseResult {
  const doc = documentShape.safeParse(input);
  if (!doc.success) {
    return {
      ok: false,
      issues: doc.error.issues.map((i) => ({
        field: ['content', ...i.path.map(String)].join('.'),
        message: i.message,
      })),
    };
  }
  const issues: ContentIssue[] = [];
  const shaped = doc.data.components.map((c) => componentShape.safeParse(c));
  const preliminary = shaped.flatMap((s) => (s.success ? [s.data as Component] : []));
  const migrated =
    doc.data.schemaVersion < CONTENT_SCHEMA_VERSION && preliminary.length === shaped.length
      ? migrateComponents(doc.data.schemaVersion, preliminary)
      : doc.data.components;
  const components = parseComponents(migrated as unknown[], 'components', 1, issues);
  let theme: Theme | undefined;
  if (doc.data.theme !== undefined) {
    const parsed = themeSchema.safeParse(doc.data.theme);
    if (parsed.success) theme = parsed.data;
    else
      for (const i of parsed.error.issues)
        issues.push({
          field: i.path.reduce<string>(
            (at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${String(key)}`),
            'content.theme',
          ),
          message: i.message,
        });
  }
  return issues.length
    ? { ok: false, issues }
    : {
        ok: true,
        document: {
          schemaVersion: CONTENT_SCHEMA_VERSION,
          components,
          ...(theme ? { theme } : {}),
        },
      };
}
