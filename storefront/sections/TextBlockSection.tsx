/**
 * The text block: merchant rich text. The HTML is sanitised by the server before it is
 * stored or served, so it is rendered as is here.
 */
import type { CSSProperties } from 'react';
import type { SectionComponentProps } from './section-types';
import { toSpacingCss, toUnitCss, toSectionPaddingCss } from './helpers/css-values';

export function TextBlockSection({ props }: SectionComponentProps<'textBlock'>) {
  const style = {
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
    backgroundColor: props.backgroundColor,
    '--sf-text-block-heading': props.headingColor,
    '--sf-text-block-link': props.linkColor,
  } as CSSProperties;
  return (
    <div className="sf-text-block" style={style}>
      <div
        className="sf-text-block__content"
        style={{
          maxWidth: toUnitCss(props.maxWidth),
          textAlign: props.textAlign,
          color: props.textColor,
          fontSize: toUnitCss(props.fontSize),
        }}
        dangerouslySetInnerHTML={{ __html: props.content }}
      />
    </div>
  );
}
