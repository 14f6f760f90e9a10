/**
 * The block registry: one definition per block type (props schema with defaults and bounds,
 * the settings panel's controls, a schema version and its ordered migrations), and
 * `blockList(holder)`, the schema of a section's or a block's `props.blocks`: each block
 * migrated from the version it was saved with, checked against its type's schema and the
 * holder's rule (block-rules.ts); an unknown future version is refused, never rendered half.
 */
import { z } from 'zod';
import {
  color,
  cssGradient,
  intBetween,
  link,
  mediaUrl,
  numberBetween,
  schemeColor,
  spacing,
  text,
  textAligns,
  themeLength,
  unitNumber,
} from '../fields';
import { alignOptions, labelled, settingGroup, sizeUnits, widthUnits } from '../settings';
import { defineBlock, type BlockDefinition } from './define-block';
import { productBlocks } from './product-blocks';
import { footerBlocks } from './footer-blocks';
import { itemBlocks } from './item-blocks';
import { cardBlocks } from './card-blocks';
import { blockRefusal, blockRuleOf, holderLabel } from './block-rules';
import { isBlockType, type Block, type BlockType } from './block-types';

const headingBlock = defineBlock({
  type: 'heading',
  icon: 'heading',
  description: 'A large title.',
  schema: z.object({
    text: text('Heading', 200),
    size: unitNumber(40, 'px'),
    color: schemeColor(),
  }),
  settings: settingGroup('Heading', [
    ['text', 'Text', 'text'],
    ['size', 'Size', 'unitNumber', { units: sizeUnits }],
    ['color', 'Colour', 'color'],
  ]),
});

const textBlock = defineBlock({
  type: 'text',
  icon: 'text',
  description: 'A paragraph of text.',
  schema: z.object({
    text: text('Tell shoppers what makes this special.', 500),
    size: unitNumber(18, 'px'),
    color: schemeColor(),
  }),
  settings: settingGroup('Text', [
    ['text', 'Text', 'textarea'],
    ['size', 'Size', 'unitNumber', { units: sizeUnits }],
    ['color', 'Colour', 'color'],
  ]),
});

export const buttonStyles = ['primary', 'secondary'] as const;

const buttonBlock = defineBlock({
  type: 'button',
  icon: 'button',
  description: 'A call-to-action link styled as a button.',
  schema: z.object({
    label: text('Shop now', 60),
    link: link('/shop'),
    style: z.enum(buttonStyles).default('primary'),
    background: schemeColor(),
    textColor: schemeColor(),
    outlineColor: schemeColor(),
    radius: themeLength(100),
    padding: spacing(12, 28),
    openInNewTab: z.boolean().default(false),
  }),
  settings: settingGroup('Button', [
    ['label', 'Label', 'text'],
    ['link', 'Link', 'text', { placeholder: '/shop' }],
    [
      'style',
      'Style',
      'select',
      {
        options: [
          { value: 'primary', label: 'Filled' },
          { value: 'secondary', label: 'Outline' },
        ],
      },
    ],
    ['background', 'Background', 'color', { showIf: { key: 'style', equals: 'primary' } }],
    ['textColor', 'Text colour', 'color', { showIf: { key: 'style', equals: 'primary' } }],
    [
      'outlineColor',
      'Outline and text colour',
      'color',
      { showIf: { key: 'style', equals: 'secondary' } },
    ],
    ['radius', 'Corner radius (px)', 'number'],
    ['padding', 'Padding', 'spacing'],
    ['openInNewTab', 'Open in a new tab', 'checkbox'],
  ]),
});

const badgeBlock = defineBlock({
  type: 'badge',
  icon: 'badge',
  description: 'A small label such as "New" or "Sale".',
  schema: z.object({
    text: text('New', 40),
    background: schemeColor(),
    textColor: schemeColor(),
  }),
  settings: settingGroup('Badge', [
    ['text', 'Text', 'text'],
    ['background', 'Background', 'color'],
    ['textColor', 'Text colour', 'color'],
  ]),
});

const spacerBlock = defineBlock({
  type: 'spacer',
  icon: 'spacer',
  description: 'Empty space between blocks.',
  schema: z.object({ height: intBetween(0, 240, 24) }),
  settings: settingGroup('Spacer', [['height', 'Height (px)', 'number', { step: 4 }]]),
});

const imageBlock = defineBlock({
  type: 'image',
  icon: 'image',
  description: 'A picture, such as a logo or a product shot.',
  schema: z.object({
    src: mediaUrl(''),
    alt: text('', 200),
    width: unitNumber(240, 'px'),
    radius: intBetween(0, 200, 0),
  }),
  settings: settingGroup('Image', [
    ['src', 'Image', 'file'],
    ['alt', 'Alt text', 'text', { help: 'What the picture shows, for screen readers.' }],
    ['width', 'Width', 'unitNumber', { units: widthUnits }],
    ['radius', 'Corner radius (px)', 'number'],
  ]),
});

/** A moment as ISO 8601 (`2026-12-24T18:00`, optionally with seconds and `Z` or an offset). */
const moment = z
  .string()
  .trim()
  .max(40)
  .refine(
    (v) => v === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v))),
    'Enter a date and time such as 2026-12-24T18:00',
  )
  .default('');

const countdownBlock = defineBlock({
  type: 'countdown',
  icon: 'clock',
  description: 'Days, hours and minutes left until an offer ends.',
  schema: z.object({
    endsAt: moment,
    label: text('Offer ends in', 80),
    endedText: text('This offer has ended', 120),
    color: schemeColor(),
  }),
  settings: settingGroup('Countdown', [
    [
      'endsAt',
      'Ends at',
      'text',
      { placeholder: '2026-12-24T18:00', help: 'Date and time in UTC, e.g. 2026-12-24T18:00.' },
    ],
    ['label', 'Label', 'text'],
    ['endedText', 'Text once ended', 'text'],
    ['color', 'Colour', 'color'],
  ]),
});

const columnsBlock = defineBlock({
  type: 'columns',
  icon: 'columns',
  description: 'Blocks side by side; they stack on phones.',
  schema: z.object({
    blocks: blockList('columns').default(() => []),
    gap: intBetween(0, 96, 24),
    verticalAlign: z.enum(['start', 'center', 'end']).default('center'),
  }),
  settings: settingGroup('Columns', [
    ['gap', 'Gap (px)', 'number', { step: 4 }],
    [
      'verticalAlign',
      'Vertical alignment',
      'select',
      {
        options: [
          { value: 'start', label: 'Top' },
          { value: 'center', label: 'Middle' },
          { value: 'end', label: 'Bottom' },
        ],
      },
    ],
  ]),
});

/** What a hero slide's background is. */
export const slideBackgroundTypes = ['image', 'video', 'solid', 'gradient'] as const;
export type SlideBackgroundType = (typeof slideBackgroundTypes)[number];

const onBackground = (type: SlideBackgroundType) => ({
  showIf: { key: 'backgroundType', equals: type },
});

/**
 * One slide of the hero slider: a background (a picture, a muted looping video, a colour or a
 * gradient; each kept while another is shown, so switching back restores it) under an
 * overlay, and its own blocks. The blocks' colours left "from scheme" are the slide's text
 * colour (a filled button: that colour, its label in contrast).
 */
const slideBlock = defineBlock({
  type: 'slide',
  icon: 'hero',
  description: 'One slide of the slider: a background and its own heading, text and buttons.',
  starterBlocks: () => [
    makeBlock('heading', 'heading', { text: 'New slide', size: { value: 52, unit: 'px' } }),
    makeBlock('text', 'text', { size: { value: 20, unit: 'px' } }),
    makeBlock('button', 'button'),
  ],
  schema: z.object({
    blocks: blockList('slide').default(() => []),
    backgroundType: z.enum(slideBackgroundTypes).default('solid'),
    backgroundImage: mediaUrl(''),
    backgroundVideo: mediaUrl('', 'a video'),
    backgroundColor: color('#111827'),
    backgroundGradient: cssGradient('linear-gradient(135deg, #1e3a8a 0%, #6d28d9 100%)'),
    overlayColor: color('#000000'),
    overlayOpacity: numberBetween(0, 1, 0),
    textColor: color('#ffffff'),
    textAlign: z.enum(textAligns).default('center'),
  }),
  settings: [
    ...settingGroup('Background', [
      [
        'backgroundType',
        'Background',
        'select',
        {
          options: labelled({
            image: 'Image',
            video: 'Video',
            solid: 'Solid colour',
            gradient: 'Gradient',
          } satisfies Record<SlideBackgroundType, string>),
        },
      ],
      ['backgroundImage', 'Background image', 'file', onBackground('image')],
      [
        'backgroundVideo',
        'Background video URL',
        'text',
        { placeholder: 'https://… or /videos/clip.mp4', ...onBackground('video') },
      ],
      ['backgroundColor', 'Background colour', 'color', onBackground('solid')],
      [
        'backgroundGradient',
        'Background gradient',
        'text',
        {
          placeholder: 'linear-gradient(135deg, #1e3a8a, #7c3aed)',
          help: 'A CSS gradient such as linear-gradient(135deg, #1e3a8a, #7c3aed).',
          ...onBackground('gradient'),
        },
      ],
      ['overlayColor', 'Overlay colour', 'color'],
      ['overlayOpacity', 'Overlay opacity', 'number', { step: 0.05 }],
    ]),
    ...settingGroup('Text', [
      [
        'textColor',
        'Text colour',
        'color',
        { help: 'The colour of the blocks on this slide whose colour is "from scheme".' },
      ],
      ['textAlign', 'Alignment', 'select', { options: alignOptions }],
    ]),
  ],
});

export const blockRegistry = {
  heading: headingBlock,
  text: textBlock,
  button: buttonBlock,
  badge: badgeBlock,
  spacer: spacerBlock,
  image: imageBlock,
  countdown: countdownBlock,
  columns: columnsBlock,
  slide: slideBlock,
  ...productBlocks,
  ...footerBlocks,
  ...itemBlocks,
  ...cardBlocks,
} satisfies Record<BlockType, BlockDefinition>;

/** The definition of `type`, or undefined for an unknown type. */
export function getBlockDefinition(type: string): BlockDefinition | undefined {
  return isBlockType(type) ? blockRegistry[type] : undefined;
}

/** The default props of a `type` block. */
export function defaultBlockProps(type: BlockType): Record<string, unknown> {
  return blockRegistry[type].schema.parse({}) as Record<string, unknown>;
}

/** A block of `type` with `id`, its props the defaults plus `props`, at today's version. */
export function makeBlock(
  type: BlockType,
  id: string,
  props: Record<string, unknown> = {},
  extra: { hidden?: boolean } = {},
): Block {
  const parsed = blockRegistry[type].schema.parse(props) as Record<string, unknown>;
  return {
    id,
    type,
    v: blockRegistry[type].version,
    ...(extra.hidden ? { hidden: true } : {}),
    props: parsed,
  };
}

const blockShape = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.string().min(1).max(50),
  v: z.number().int().min(1).optional(),
  hidden: z.boolean().optional(),
  props: z.record(z.string(), z.unknown()).default({}),
});

/** Runs a block's migrations from the version it was saved with. */
export function migrateBlockProps(
  definition: BlockDefinition,
  from: number,
  props: Record<string, unknown>,
): Record<string, unknown> {
  return definition.migrations
    .filter((m) => m.from >= from)
    .sort((a, b) => a.from - b.from)
    .reduce((acc, m) => m.migrate(acc), props);
}

/**
 * The schema of the blocks a `holder` section or block type holds (its rule in
 * block-rules.ts); issues name the block and prop, e.g. `blocks.2.props.label`.
 */
export function blockList(holder: string) {
  const rule = blockRuleOf(holder);
  if (!rule) throw new Error(`${holder} takes no blocks`);
  const holderName = holderLabel(holder);
  return z
    .array(z.unknown())
    .max(rule.maxBlocks, `${holderName} holds at most ${rule.maxBlocks} blocks`)
    .transform((list, ctx) => {
      const out: Block[] = [];
      list.forEach((raw, index) => {
        const issue = (path: PropertyKey[], message: string) =>
          ctx.issues.push({ code: 'custom', message, input: raw, path: [index, ...path] });
        const shape = blockShape.safeParse(raw);
        if (!shape.success) {
          for (const i of shape.error.issues) issue(i.path, i.message);
          return;
        }
        const { id, type, v = 1, hidden, props } = shape.data;
        const definition = getBlockDefinition(type);
        if (!definition) return issue(['type'], `Unknown block type '${type}'`);
        if (v > definition.version) {
          return issue(
            ['v'],
            `This ${definition.label} block was saved by a newer version of the builder (version ${v}); this one reads up to version ${definition.version}`,
          );
        }
        const refusal = blockRefusal(holder, out, { type });
        if (refusal) return issue(['type'], refusal);
        const parsed = definition.schema.safeParse(migrateBlockProps(definition, v, props));
        if (!parsed.success) {
          for (const i of parsed.error.issues)
            issue(
              ['props', ...i.path],
              // A nested block's issue already names its holder.
              i.path[0] === 'blocks' ? i.message : `${definition.label} block: ${i.message}`,
            );
          return;
        }
        out.push({
          id,
          type: definition.type,
          v: definition.version,
          ...(hidden ? { hidden: true } : {}),
          props: parsed.data as Record<string, unknown>,
        });
      });
      // Ids are unique in a section, nested blocks included (checked once, at the top).
      if (!isBlockType(holder)) {
        const seen = new Set<string>();
        const walk = (blocks: readonly Block[]) => {
          for (const block of blocks) {
            if (seen.has(block.id)) {
              ctx.issues.push({
                code: 'custom',
                message: `Block id '${block.id}' is used twice`,
                input: block.id,
                path: [],
              });
            }
            seen.add(block.id);
            walk(Array.isArray(block.props.blocks) ? (block.props.blocks as Block[]) : []);
          }
        };
        walk(out);
      }
      return out;
    });
}
