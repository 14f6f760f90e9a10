/**
 * The image block: one lazily loaded image with width/height attributes (no layout shift),
 * an optional fixed aspect ratio, link and caption; 'No image selected' without a source.
 */
import type { CSSProperties } from 'react';
import type { SectionComponentProps } from './section-types';
import {
  toAspectRatioCss,
  toSpacingCss,
  toUnitCss,
  toSectionPaddingCss,
} from './helpers/css-values';
import { ResponsiveImage } from '../images/ResponsiveImage';

const marginByAlign = { left: '0 auto 0 0', center: '0 auto', right: '0 0 0 auto' } as const;

export function ImageBlockSection({ props }: SectionComponentProps<'imageBlock'>) {
  const ratio = toAspectRatioCss(props.aspectRatio);
  const radius = `${props.borderRadius}px`;
  const imageStyle: CSSProperties = {
    borderRadius: radius,
    objectFit: props.objectFit,
    aspectRatio: ratio,
    // A fixed ratio fills the box; otherwise the width/height attributes size the image.
    width: ratio ? '100%' : undefined,
    height: 'auto',
    margin: marginByAlign[props.align],
  };
  const newTab = props.openInNewTab;
  const image = props.src ? (
    <ResponsiveImage
      className="sf-image-block__img"
      src={props.src}
      alt={props.alt}
      // Never wider than its set width, nor than the screen.
      sizes={`(max-width: ${props.width}px) 100vw, ${props.width}px`}
      width={props.width}
      height={props.height}
      fixedSize
      style={imageStyle}
    />
  ) : (
    <div
      className="sf-image-block__empty"
      style={{ borderRadius: radius, aspectRatio: ratio ?? `${props.width} / ${props.height}` }}
      data-testid="image-empty"
    >
      No image selected
    </div>
  );
  return (
    <div
      className="sf-image-block"
      style={{ margin: toSpacingCss(props.margin), padding: toSectionPaddingCss(props.padding) }}
    >
      <figure
        className="sf-image-block__figure"
        style={{
          maxWidth: toUnitCss(props.maxWidth),
          margin: marginByAlign[props.align],
          textAlign: props.align,
        }}
      >
        {props.link && props.src ? (
          <a
            className="sf-image-block__link"
            href={props.link}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener noreferrer' : undefined}
          >
            {image}
          </a>
        ) : (
          image
        )}
        {props.caption ? (
          <figcaption className="sf-image-block__caption" style={{ color: props.captionColor }}>
            {props.caption}
          </figcaption>
        ) : null}
      </figure>
    </div>
  );
}
