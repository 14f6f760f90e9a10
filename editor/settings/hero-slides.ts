/**
 * Pure helpers of the hero slide editor: switching a slide's background type without making
 * it invalid, and reading extra styling fields (added to the slide schema later) as controls.
 */
import { z } from 'zod';
import type { SelectOption } from './FieldControls';
import type { ItemFieldKind } from './ListEditor';
import { getEnumValues, getNumberBounds, unwrapSchema } from './schema-introspection';

/** A background that is valid for each background type, used when the old one no longer fits. */
export const defaultHeroBackgrounds: Readonly<Record<string, string>> = {
  image: '',
  video: '',
  solid: '#111827',
  gradient: 'linear-gradient(135deg, #1e3a8a 0%, #6d28d9 100%)',
};

/**
 * `slide` with `backgroundType` set to `type`; when its background does not fit the new type
 * (a gradient on an image slide, say) the background becomes that type's default.
 */
export function withBackgroundType(
  slide: Readonly<Record<string, unknown>>,
  type: string,
  slideSchema: z.ZodType | undefined,
): Record<string, unknown> {
  const next = { ...slide, backgroundType: type };
  if (!slideSchema || slideSchema.safeParse(next).success) return next;
  return { ...next, background: defaultHeroBackgrounds[type] ?? '' };
}

/** `'overlayOpacity'` -> `'Overlay opacity'`; "color" is spelled "colour" as in the panel. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bcolor\b/g, 'colour');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface InferredField {
  kind: ItemFieldKind;
  label: string;
  options?: SelectOption[];
  /** For numbers: the step (their bounds are read from the schema where they render). */
  step?: number;
}

/** A control for a scalar item field from its schema, or undefined for lists and objects. */
export function inferItemField(key: string, schema: z.ZodType): InferredField | undefined {
  const inner = unwrapSchema(schema);
  const label = humanizeKey(key);
  if (inner instanceof z.ZodBoolean) return { kind: 'checkbox', label };
  if (inner instanceof z.ZodNumber) {
    const { max } = getNumberBounds(inner);
    return { kind: 'number', label, ...(max !== undefined && max <= 1 ? { step: 0.05 } : {}) };
  }
  const values = getEnumValues(inner);
  if (values)
    return { kind: 'select', label, options: values.map((v) => ({ value: v, label: v })) };
  if (inner instanceof z.ZodString)
    return { kind: /colou?r$/i.test(key) ? 'color' : 'text', label };
  return undefined;
}
