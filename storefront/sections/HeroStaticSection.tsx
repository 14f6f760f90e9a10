/**
 * The static hero: one background with an overlay, a headline and up to two buttons.
 * Height follows the 768 px breakpoint in the storefront and the chosen screen in the builder.
 */
import type { CSSProperties } from 'react';
import { useStorefront } from '../context/storefront-context';
import { themeLengthCss } from '../../shared';
import type { SectionComponentProps } from './section-types';
import {
  screenHeightStyle,
  toSpacingCss,
  toUnitCss,
  toSectionPaddingCss,
} from './helpers/css-values';
import { Backdrop, Headline, headlineLines } from './parts/Headline';

const justifyByAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export function HeroStaticSection({ id, props }: SectionComponentProps<'heroStatic'>) {
  const { viewMode, screenSize } = useStorefront();
  const builder = viewMode === 'builder';
  const titleId = `${id}-hero-static-title`;
  const newTab = props.ctaOpenInNewTab;
  const linkTarget = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const radius = themeLengthCss(props.ctaBorderRadius, 'buttonRadius', 6);
  const style: CSSProperties = {
    ...screenHeightStyle('sf-hero-static', props, builder ? screenSize : null),
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
    backgroundColor: props.backgroundColor,
    justifyContent: justifyByAlign[props.textAlign],
    textAlign: props.textAlign,
  };
  /** The buttons shown (switched on, with a text), primary first. */
  const ctas = [
    {
      variant: 'primary',
      show: props.showPrimaryCta,
      link: props.primaryCtaLink,
      text: props.primaryCtaText,
      colors: { backgroundColor: props.primaryCtaBackground, color: props.primaryCtaTextColor },
    },
    {
      variant: 'secondary',
      show: props.showSecondaryCta,
      link: props.secondaryCtaLink,
      text: props.secondaryCtaText,
      colors: { borderColor: props.secondaryCtaColor, color: props.secondaryCtaColor },
    },
  ].filter((cta) => cta.show && cta.text);
  return (
    <section
      className={`sf-hero-static ${builder ? 'sf-hero-static--fixed' : 'sf-hero-static--responsive'}`}
      style={style}
      aria-labelledby={props.title ? titleId : undefined}
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
        <Headline block="sf-hero-static" titleId={titleId} {...headlineLines(props)} />
        {ctas.length ? (
          <div
            className="sf-hero-static__actions"
            style={{ justifyContent: justifyByAlign[props.textAlign] }}
          >
            {ctas.map((cta) => (
              <a
                key={cta.variant}
                className={`sf-hero-static__cta sf-hero-static__cta--${cta.variant}`}
                href={cta.link || '#'}
                {...linkTarget}
                style={{ ...cta.colors, borderRadius: radius }}
              >
                {cta.text}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
