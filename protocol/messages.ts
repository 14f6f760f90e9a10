/**
 * The zod schemas of every editor <-> canvas message, both ways, and of every call result.
 * Owns: message shapes and their bounds. Not: transport (endpoints.ts), per-section props
 * validation (the canvas renders through shared/'s section schemas).
 */
import { z } from 'zod';
import {
  blockTypes,
  currencySchema,
  MAX_COMPONENTS,
  sectionTypes,
  storeIdSchema,
  themeSchema,
  type Component,
  type PatchOp,
} from '../shared';

/** The one section type and the one tree edit are shared's; these schemas check them. */
export type { Component, PatchOp };

/** The longest component id accepted. */
export const MAX_ID_LENGTH = 100;
/** The longest JSON text one component's props may serialize to (containers included). */
export const MAX_PROPS_JSON = 256_000;
/** Pointer coordinates beyond this (in CSS pixels, either sign) are refused. */
export const MAX_COORDINATE = 100_000;

/** JSON text length of a value, or Infinity when it is not JSON (cycles, BigInt, too deep). */
function jsonLength(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? Number.POSITIVE_INFINITY : text.length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export const versionSchema = z.number().int().positive();
export const componentIdSchema = z.string().min(1).max(MAX_ID_LENGTH);
export const sectionTypeSchema = z.enum(sectionTypes);

/**
 * A component's props: a JSON object, at most MAX_PROPS_JSON characters long (typed as
 * shared's `Component['props']`, which every section's props satisfy).
 */
export const componentPropsSchema: z.ZodType<Component['props']> = z
  .custom<unknown>(
    (value) => jsonLength(value) <= MAX_PROPS_JSON,
    `Props must be JSON of at most ${MAX_PROPS_JSON} characters`,
  )
  .pipe(z.record(z.string().max(MAX_ID_LENGTH), z.json()));

export const componentSchema = z.strictObject({
  id: componentIdSchema,
  type: sectionTypeSchema,
  contentType: z.enum(['global', 'normal']).optional(),
  variant: z.string().max(MAX_ID_LENGTH).optional(),
  props: componentPropsSchema,
}) satisfies z.ZodType<Component>;

export const componentListSchema = z.array(componentSchema).max(MAX_COMPONENTS);

export const storeInfoSchema = z.strictObject({
  storeId: storeIdSchema,
  name: z.string().min(1).max(200),
  currency: currencySchema,
  storeDomain: z.string().min(1).max(253),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const screenSizeSchema = z.enum(['desktop', 'tablet', 'mobile']);
export type ScreenSize = z.infer<typeof screenSizeSchema>;

const parentIdSchema = componentIdSchema.nullable();
const indexSchema = z.number().int().min(0).max(MAX_COMPONENTS);
const coordinateSchema = z.number().min(-MAX_COORDINATE).max(MAX_COORDINATE);

/** What is being dragged: a new section from the palette, or an existing component. */
export const dragSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('palette'),
    type: sectionTypeSchema,
    /** One of the type's ready-made variants (a section definition's `presets`). */
    preset: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
  }),
  /** A block type from the palette: it drops into a section (`parentId`) that takes it. */
  z.strictObject({ kind: z.literal('block'), type: z.enum(blockTypes) }),
  /** A block of a section dragged in the canvas: it moves within that section (`parentId`), into its list or a block's (`holderId`). */
  z.strictObject({
    kind: z.literal('sectionBlock'),
    sectionId: componentIdSchema,
    id: componentIdSchema,
  }),
  z.strictObject({ kind: z.literal('component'), id: componentIdSchema }),
]);
export type DragSource = z.infer<typeof dragSourceSchema>;

/** One small change to the rendered page. `props` replaces that component's props. */
export const patchOpSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('props'), id: componentIdSchema, props: componentPropsSchema }),
  z.strictObject({
    op: z.literal('insert'),
    component: componentSchema,
    parentId: parentIdSchema,
    index: indexSchema,
  }),
  z.strictObject({ op: z.literal('remove'), id: componentIdSchema }),
  z.strictObject({
    op: z.literal('move'),
    id: componentIdSchema,
    parentId: parentIdSchema,
    index: indexSchema,
  }),
]) satisfies z.ZodType<PatchOp>;

/** A message: its `type` and its own fields, nothing else. */
const message = /* @__NO_SIDE_EFFECTS__ */ <T extends string, S extends z.ZodRawShape>(
  type: T,
  shape: S,
) => z.strictObject({ type: z.literal(type), ...shape });

// editor -> canvas

export const canvasHelloSchema = message('canvas/hello', { protocolVersion: versionSchema });
export const canvasRenderSchema = message('canvas/render', {
  /** The whole page in display order: header globals, the page's sections, footer globals. */
  components: componentListSchema,
  store: storeInfoSchema,
  screenSize: screenSizeSchema,
  preview: z.boolean(),
  selectedId: componentIdSchema.nullable(),
  /** The selected section's block being edited, if any. */
  selectedBlockId: componentIdSchema.nullable(),
});
export const canvasPatchSchema = message('canvas/patch', { patch: patchOpSchema });
export const canvasSelectSchema = message('canvas/select', {
  id: componentIdSchema.nullable(),
  /** A block of that section, or null for the section itself. */
  blockId: componentIdSchema.nullable(),
});
export const canvasScreenSchema = message('canvas/screen', { screenSize: screenSizeSchema });
export const canvasPreviewSchema = message('canvas/preview', { preview: z.boolean() });
/**
 * The store's theme (sent after each render and on every theme change): the canvas writes
 * its tokens as custom properties, so the page repaints without re-rendering a section.
 */
export const canvasThemeSchema = message('canvas/theme', { theme: themeSchema });
/** Pointer position in iframe coordinates while something is dragged over the canvas. */
export const canvasDragOverSchema = message('canvas/dragOver', {
  x: coordinateSchema,
  y: coordinateSchema,
  source: dragSourceSchema,
});
/** The pointer is over a section's row in the editor's layer list (null: over none of them). */
export const canvasHoverSchema = message('canvas/hover', { id: componentIdSchema.nullable() });
/** The drag is over: `drop` true drops at the last indicated target, false cancels. */
export const canvasDragEndSchema = message('canvas/dragEnd', { drop: z.boolean() });

export const canvasMessageSchema = z.discriminatedUnion('type', [
  canvasHelloSchema,
  canvasRenderSchema,
  canvasPatchSchema,
  canvasSelectSchema,
  canvasScreenSchema,
  canvasPreviewSchema,
  canvasThemeSchema,
  canvasHoverSchema,
  canvasDragOverSchema,
  canvasDragEndSchema,
]);
export type CanvasMessage = z.infer<typeof canvasMessageSchema>;

// canvas -> editor

export const editorReadySchema = message('editor/ready', { protocolVersion: versionSchema });
export const editorSelectedSchema = message('editor/selected', {
  id: componentIdSchema.nullable(),
  /** The block of that section clicked, or null when the click was outside its blocks. */
  blockId: componentIdSchema.nullable(),
});
export const editorDroppedSchema = message('editor/dropped', {
  source: dragSourceSchema,
  parentId: parentIdSchema,
  index: indexSchema,
  /** A block dropped into the list of section `parentId`'s block `holderId` (a slide, columns). */
  holderId: componentIdSchema.optional(),
});
export const editorDraggedOutSchema = message('editor/draggedOut', { id: componentIdSchema });
export const editorHoverSchema = message('editor/hover', { id: componentIdSchema.nullable() });
export const editorErrorSchema = message('editor/error', { message: z.string().max(2000) });

/** A builder shortcut pressed while the iframe has focus (keys never reach the parent). */
export const shortcutActions = ['undo', 'redo', 'delete', 'duplicate', 'deselect'] as const;
export const editorShortcutSchema = message('editor/shortcut', { action: z.enum(shortcutActions) });

export const editorMessageSchema = z.discriminatedUnion('type', [
  editorShortcutSchema,
  editorReadySchema,
  editorSelectedSchema,
  editorDroppedSchema,
  editorDraggedOutSchema,
  editorHoverSchema,
  editorErrorSchema,
]);
export type EditorMessage = z.infer<typeof editorMessageSchema>;

// results

/** The answer to a handshake: the answering side's protocol version. */
export const handshakeResultSchema = z.strictObject({ protocolVersion: versionSchema });
const noResultSchema = z.undefined();

export const canvasResultSchemas = {
  'canvas/hello': handshakeResultSchema,
  'canvas/render': noResultSchema,
  'canvas/patch': noResultSchema,
  'canvas/select': noResultSchema,
  'canvas/screen': noResultSchema,
  'canvas/preview': noResultSchema,
  'canvas/theme': noResultSchema,
  'canvas/hover': noResultSchema,
  'canvas/dragOver': noResultSchema,
  'canvas/dragEnd': noResultSchema,
} as const satisfies Record<CanvasMessage['type'], z.ZodType>;

export const editorResultSchemas = {
  'editor/ready': handshakeResultSchema,
  'editor/selected': noResultSchema,
  'editor/dropped': noResultSchema,
  'editor/draggedOut': noResultSchema,
  'editor/hover': noResultSchema,
  'editor/error': noResultSchema,
  'editor/shortcut': noResultSchema,
} as const satisfies Record<EditorMessage['type'], z.ZodType>;
