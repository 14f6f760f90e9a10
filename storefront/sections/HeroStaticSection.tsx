/**
 * The static hero: one background with an overlay and, over it, its blocks (a heading, a
 * text, buttons, ...). Height follows the 768 px breakpoint in the storefront and the chosen
 * screen in the builder.
 */
import type { CSSProperties } from 'react';
import { useStorefront } from '../context/storefront-context';
import type { SectionComponentProps } from './section-types';
import {
  screenHeightStyle,
  toSpacingCss,
  toUnitCss,
  toSectionPaddingCss,
} from './helpers/css-values';
import { Backdrop } from './parts/Headline';
import { BlockList, firstHeadingId } from './blocks/BlockList';

const justifyByAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export function HeroStaticSection({ id, props }: SectionComponentProps<'heroStatic'>) {
  const { viewMode, screenSize } = useStorefront();
  const builder = viewMode === 'builder';
  const headingId = firstHeadingId(props.blocks, id);
  const style: CSSProperties = {
    ...screenHeightStyle('sf-hero-static', props, builder ? screenSize : null),
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
    backgroundColor: props.backgroundColor,
    justifyContent: justifyByAlign[props.textAlign],
    textAlign: props.textAlign,
  };
  return (
    <section
      className={`sf-hero-static ${builder ? 'sf-hero-static--fixed' : 'sf-hero-static--responsive'}`}
      style={style}
      aria-labelledby={headingId}
    >
      {/* A static hero opens the page: its picture is fetched first. */}
      <Backdrop
        block="sf-hero-static"
        image={props.backgroundImage}
        overlayColor={props.overlayColor}
        overlayOpacity={props.overlayOpacity}
        priority
      />
      <div
        className="sf-hero-static__content"
        style={{ maxWidth: toUnitCss(props.contentMaxWidth) }}
      >
        <BlockList
          blocks={props.blocks}
          block="sf-hero-static"
          align={props.textAlign}
          headingId={headingId}
        />
      </div>
    </section>
  );
}
