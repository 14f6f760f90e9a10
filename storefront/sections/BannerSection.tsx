/**
 * The banner section: a background image or colour under an overlay and, over it, its blocks
 * (a heading, a text, a call-to-action button to start with; spec 2.3 "Banner", spec 3
 * "Banner settings"), drawn with the banner's class names.
 */
import type { CSSProperties } from 'react';
import type { SectionComponentProps } from './section-types';
import { toSpacingCss, toUnitCss, toSectionPaddingCss } from './helpers/css-values';
import { Backdrop } from './parts/Headline';
import { BlockList, firstHeadingId } from './blocks/BlockList';

const justifyByAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export function BannerSection({ id, props }: SectionComponentProps<'banner'>) {
  const headingId = firstHeadingId(props.blocks, id);
  const rootStyle: CSSProperties = {
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
    minHeight: toUnitCss(props.height),
    backgroundColor: props.backgroundColor,
    justifyContent: justifyByAlign[props.textAlign],
    textAlign: props.textAlign,
  };
  return (
    <section
      className={`sf-banner${props.showShadow ? ' sf-banner--shadow' : ''}`}
      style={rootStyle}
      aria-labelledby={headingId}
    >
      <Backdrop
        block="sf-banner"
        image={props.backgroundImage}
        overlayColor={props.overlayColor}
        overlayOpacity={props.overlayOpacity}
        imageStyle={{ objectFit: props.backgroundSize, objectPosition: props.backgroundPosition }}
      />
      <div
        className="sf-banner__content"
        style={{
          maxWidth: toUnitCss(props.contentMaxWidth),
          alignItems: justifyByAlign[props.textAlign],
        }}
      >
        <BlockList
          blocks={props.blocks}
          block="sf-banner"
          align={props.textAlign}
          headingId={headingId}
        />
      </div>
    </section>
  );
}
