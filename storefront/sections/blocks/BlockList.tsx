/**
 * A section's blocks, drawn in their saved order with the section's class names
 * (`${block}__title` for a heading, `__subtitle` for a text, `__cta` for a button), so a
 * section made of blocks keeps the look it had before it was: consecutive buttons share one
 * `${block}__actions` row. Hidden blocks are not drawn. Every block's element carries
 * `data-block-id` and `data-block-type` (the builder's canvas selects by them). Colours left
 * "from scheme" become the section's scheme variables.
 */
import { Fragment, type ReactNode } from 'react';
import {
  resolveBlockColors,
  themeLengthCss,
  type Block,
  type BlockType,
  type Spacing,
  type UnitNumber,
} from '../../../shared';
import { ResponsiveImage } from '../../images/ResponsiveImage';
import { toSpacingCss, toUnitCss } from '../helpers/css-values';
import { lineStyle, type HeadlineLine } from '../parts/Headline';
import { Countdown } from './Countdown';

export interface BlockListProps {
  blocks: readonly Block[];
  /** The section's class-name block, e.g. `sf-hero-static`. */
  block: string;
  /** How the row of buttons lines up, like the text. */
  align: 'left' | 'center' | 'right';
  /** The id of the first heading, for the section's aria-labelledby. */
  headingId?: string;
}

const justifyByAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** The id the section's `aria-labelledby` points at: its first drawn heading's, if any. */
export function firstHeadingId(blocks: readonly Block[], sectionId: string): string | undefined {
  const heading = blocks.find((b) => b.type === 'heading' && !b.hidden && b.props.text);
  return heading ? `${sectionId}-${heading.id}` : undefined;
}

type Props = Record<string, unknown>;

/** A heading's or a text's line: its text, size and colour. */
const lineOf = (props: Props): HeadlineLine => ({
  text: props.text as string,
  size: toUnitCss(props.size as UnitNumber),
  color: props.color as string,
});

const marks = (block: Block) => ({ 'data-block-id': block.id, 'data-block-type': block.type });

function renderBlock(block: Block, list: BlockListProps): ReactNode {
  const props = resolveBlockColors(block.type, block.props) as Props;
  const { block: cls } = list;
  switch (block.type as BlockType) {
    case 'heading':
      if (!props.text) return null;
      return (
        <h2
          {...marks(block)}
          id={list.headingId}
          className={`${cls}__title`}
          style={lineStyle(cls, 'title', lineOf(props))}
        >
          {props.text as string}
        </h2>
      );
    case 'text':
      if (!props.text) return null;
      return (
        <p
          {...marks(block)}
          className={`${cls}__subtitle`}
          style={lineStyle(cls, 'subtitle', lineOf(props))}
        >
          {props.text as string}
        </p>
      );
    case 'button': {
      if (!props.label) return null;
      const primary = props.style !== 'secondary';
      const colors = primary
        ? { backgroundColor: props.background as string, color: props.textColor as string }
        : { borderColor: props.outlineColor as string, color: props.outlineColor as string };
      return (
        <a
          {...marks(block)}
          className={`${cls}__cta ${cls}__cta--${primary ? 'primary' : 'secondary'}`}
          href={(props.link as string) || '#'}
          {...(props.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          style={{
            ...colors,
            borderRadius: themeLengthCss(props.radius as number | null, 'buttonRadius', 6),
            padding: props.padding ? toSpacingCss(props.padding as Spacing) : undefined,
          }}
        >
          {props.label as string}
          {props.openInNewTab ? (
            <span className="sf-visually-hidden"> (opens in a new tab)</span>
          ) : null}
        </a>
      );
    }
    case 'badge':
      if (!props.text) return null;
      return (
        <span
          {...marks(block)}
          className="sf-block-badge"
          style={{ backgroundColor: props.background as string, color: props.textColor as string }}
        >
          {props.text as string}
        </span>
      );
    case 'spacer':
      return (
        <div
          {...marks(block)}
          className="sf-block-spacer"
          style={{ height: `${props.height as number}px` }}
          aria-hidden="true"
        />
      );
    case 'image':
      if (!props.src) return null;
      return (
        <span {...marks(block)} className="sf-block-image">
          <ResponsiveImage
            src={props.src as string}
            alt={props.alt as string}
            sizes={toUnitCss(props.width as UnitNumber)}
            style={{
              width: toUnitCss(props.width as UnitNumber),
              borderRadius: `${props.radius as number}px`,
            }}
          />
        </span>
      );
    case 'countdown':
      return (
        <Countdown
          {...marks(block)}
          endsAt={props.endsAt as string}
          label={props.label as string}
          endedText={props.endedText as string}
          color={props.color as string}
        />
      );
    case 'columns':
      return (
        <div
          {...marks(block)}
          className="sf-block-columns"
          style={{
            gap: `${props.gap as number}px`,
            alignItems: props.verticalAlign as string,
          }}
        >
          <BlockList {...list} headingId={undefined} blocks={props.blocks as Block[]} />
        </div>
      );
    default:
      return null;
  }
}

export function BlockList(list: BlockListProps) {
  const out: ReactNode[] = [];
  let row: ReactNode[] = [];
  let rowKey = '';
  const flush = () => {
    if (row.length) {
      out.push(
        <div
          key={`actions-${rowKey}`}
          className={`${list.block}__actions`}
          style={{ justifyContent: justifyByAlign[list.align] }}
        >
          {row}
        </div>,
      );
    }
    row = [];
  };
  let headingSeen = false;
  for (const block of list.blocks) {
    if (block.hidden) continue;
    // Only the first drawn heading carries the id the section is labelled by.
    const isLabel = !headingSeen && block.type === 'heading' && Boolean(block.props.text);
    if (isLabel) headingSeen = true;
    const element = renderBlock(block, isLabel ? list : { ...list, headingId: undefined });
    if (element === null) continue;
    const keyed = <Fragment key={block.id}>{element}</Fragment>;
    if (block.type === 'button') {
      if (!row.length) rowKey = block.id;
      row.push(keyed);
    } else {
      flush();
      out.push(keyed);
    }
  }
  flush();
  return <>{out}</>;
}
