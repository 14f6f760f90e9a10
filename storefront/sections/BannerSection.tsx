/**
 * The banner section: a background image or colour under an overlay, a title, a subtitle
 * and an optional call-to-action link (spec 2.3 "Banner", spec 3 "Banner settings").
 */
import type { CSSProperties } from 'react';
import { themeLengthCss } from '../../shared';
import type { SectionComponentProps } from './section-types';
import { toSpacingCss, toUnitCss, toSectionPaddingCss } from './helpers/css-values';
import { Backdrop, Headline, headlineLines } from './parts/Headline';

const justifyByAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export function BannerSection({ id, props }: SectionComponentProps<'banner'>) {
  const titleId = `${id}-banner-title`;
  const rootStyle: CSSProperties = {
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
    minHeight: toUnitCss(props.height),
    backgroundColor: props.backgroundColor,
    justifyContent: justifyByAlign[props.textAlign],
    textAlign: props.textAlign,
  };
  const newTab = props.ctaOpenInNewTab;
  return (
    <section
      className={`sf-banner${props.showShadow ? ' sf-banner--shadow' : ''}`}
      style={rootStyle}
      aria-labelledby={props.title ? titleId : undefined}
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
        <Headline block="sf-banner" titleId={titleId} {...headlineLines(props)} />
        {props.showCta && props.ctaText ? (
          <a
            className="sf-banner__cta"
            href={props.ctaLink || '#'}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener noreferrer' : undefined}
            data-testid="banner-cta"
            style={{
              backgroundColor: props.ctaBackground,
              color: props.ctaTextColor,
              padding: toSpacingCss(props.ctaPadding),
              borderRadius: themeLengthCss(props.ctaBorderRadius, 'buttonRadius', 6),
            }}
          >
            {props.ctaText}
            {newTab ? <span className="sf-visually-hidden"> (opens in a new tab)</span> : null}
          </a>
        ) : null}
      </div>
    </section>
  );
}
