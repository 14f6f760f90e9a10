/**
 * Reads what the settings panel needs out of the section zod schemas: a prop's schema, its
 * list element schema, enum options, number bounds, default props, new list items.
 * Owns: schema introspection. Not: rendering, validation messages (validate-setting.ts).
 */
import { z } from 'zod';
import type { SectionDefinition } from '../../shared';

/** What a settings form reads of a section's or a block's definition: its props schema. */
type WithSchema = Pick<SectionDefinition, 'schema'>;

/** Strips `.default()`, `.optional()`, `.nullable()` and `.readonly()` wrappers. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let i = 0; i < 10; i += 1) {
    if (
      current instanceof z.ZodDefault ||
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodReadonly
    ) {
      current = current.unwrap() as z.ZodType;
    } else {
      break;
    }
  }
  return current;
}

/** The schema of prop `key` of a section, or undefined when the section has no such prop. */
export function getPropSchema(definition: WithSchema, key: string): z.ZodType | undefined {
  const shape = definition.schema.shape as Record<string, z.ZodType | undefined>;
  return Object.hasOwn(shape, key) ? shape[key] : undefined;
}

/** The element schema of a list prop (`z.array(x).max(n).default(...)` -> `x`). */
export function getListElementSchema(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (!schema) return undefined;
  const inner = unwrapSchema(schema);
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
}

/** The shape of an object schema (after unwrapping), or undefined. */
export function getObjectShape(
  schema: z.ZodType | undefined,
): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const inner = unwrapSchema(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined;
}

/** The allowed values of an enum schema (after unwrapping), or undefined. */
export function getEnumValues(schema: z.ZodType | undefined): string[] | undefined {
  if (!schema) return undefined;
  const inner = unwrapSchema(schema);
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : undefined;
}

/** The CSS units a unitNumber prop allows: the descriptor's list, else the schema's enum. */
export function getUnitOptions(
  descriptorUnits: readonly string[] | undefined,
  schema: z.ZodType | undefined,
): string[] {
  if (descriptorUnits && descriptorUnits.length > 0) return [...descriptorUnits];
  return getEnumValues(getObjectShape(schema)?.unit) ?? ['px'];
}

/** The inclusive bounds of a number schema, when it has them. */
export function getNumberBounds(schema: z.ZodType | undefined): { min?: number; max?: number } {
  if (!schema) return {};
  const inner = unwrapSchema(schema);
  if (!(inner instanceof z.ZodNumber)) return {};
  const bounds: { min?: number; max?: number } = {};
  if (Number.isFinite(inner.minValue)) bounds.min = inner.minValue as number;
  if (Number.isFinite(inner.maxValue)) bounds.max = inner.maxValue as number;
  return bounds;
}

const defaultPropsCache = new WeakMap<WithSchema, Record<string, unknown>>();

/** A section's default props (its schema's parse of `{}`), computed once per definition. */
export function getDefaultProps(definition: WithSchema): Record<string, unknown> {
  let defaults = defaultPropsCache.get(definition);
  if (!defaults) {
    const parsed = definition.schema.safeParse({});
    defaults = parsed.success ? (parsed.data as Record<string, unknown>) : {};
    defaultPropsCache.set(definition, defaults);
  }
  return defaults;
}

/**
 * A new, valid list item: the element schema's defaults, with `seed` on top (friendly
 * starting texts) and `id` when the element has one. Falls back to the bare defaults when
 * the seed does not fit the schema. Returns undefined when no valid item can be made.
 */
export function createDefaultItem(
  elementSchema: z.ZodType | undefined,
  options: { id?: string; seed?: Record<string, unknown> } = {},
): Record<string, unknown> | undefined {
  if (!elementSchema) return undefined;
  const shape = getObjectShape(elementSchema);
  const base: Record<string, unknown> = {};
  if (options.id !== undefined && shape && Object.hasOwn(shape, 'id')) base.id = options.id;
  for (const candidate of [{ ...options.seed, ...base }, base]) {
    const parsed = elementSchema.safeParse(candidate);
    if (parsed.success && typeof parsed.data === 'object' && parsed.data !== null) {
      return parsed.data as Record<string, unknown>;
    }
  }
  return undefined;
}
