/**
 * Saved content as API answers carry it (page content, global content). Deliberately loose:
 * an answer's schema only describes what the server sends, and a stored section that no
 * longer validates (say, a type since dropped from the registry) is still sent as saved, so
 * unknown keys and any props pass unchanged. The registry check lives in sections/content.
 */
import { z } from 'zod';
import type { ContentDocument, Component } from '../sections/content';
import type { SectionType } from '../sections/types';

/**
 * One saved section. Any string passes as its `type`, and unknown keys are kept; the type
 * stays Component so answers keep their declared shape.
 */
export const sectionComponentSchema: z.ZodType<Component> = z.looseObject({
  id: z.string(),
  type: z.custom<SectionType>((value) => typeof value === 'string', {
    error: 'Section type must be text',
  }),
  contentType: z.enum(['global', 'normal']).optional(),
  variant: z.string().optional(),
  props: z.record(z.string(), z.unknown()),
});

/** A saved document `{ schemaVersion, components }`; unknown keys are kept. */
export const contentDocumentSchema: z.ZodType<ContentDocument> = z.looseObject({
  schemaVersion: z.number(),
  components: z.array(sectionComponentSchema),
});
