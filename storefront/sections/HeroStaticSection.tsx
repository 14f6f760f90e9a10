/**
 * The static hero: one background with an overlay, a headline and up to two buttons.
 * Height follows the 768 px breakpoint in the storefront and the chosen screen in the builder.
 */
import type { CSSProperties } from 'react';
import { useStorefront } from '../context/storefront-context';
import type { SectionComponentProps } from './section-types';
import { toSpacingCss, toUnitCss } from './helpers/css-values';
import { ResponsiveImage } from '../images/ResponsiveImage';

const justifyByAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export function HeroStaticSection({ id, props }: SectionComponentProps<'heroStatic'>) {
  const { viewMode, screenSize } = useStorefront();
  const builder = viewMode === 'builder';
  const titleId = `${id}-hero-static-title`;
  const newTab = props.ctaOpenInNewTab;
  const linkTarget = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const radius = `${props.ctaBorderRadius}px`;
  const style = {
    '--sf-hero-static-height': toUnitCss(props.height),
    '--sf-hero-static-mobile-height': toUnitCss(props.mobileHeight),
    minHeight: builder
      ? toUnitCss(screenSize === 'mobile' ? props.mobileHeight : props.height)
      : undefined,
    margin: toSpacingCss(props.margin),
    padding: toSpacingCss(props.padding),
    backgroundColor: props.backgroundColor,
    justifyContent: justifyByAlign[props.textAlign],
    textAlign: props.textAlign,
  } as CSSProperties;
  const showPrimary = props.showPrimaryCta && props.primaryCtaText;
  const showSecondary = props.showSecondaryCta && props.secondaryCtaText;
  return (
    <section
      className={`sf-hero-static ${builder ? 'sf-hero-static--fixed' : 'sf-hero-static--responsive'}`}
      style={style}
      aria-labelledby={props.title ? titleId : undefined}
    >
      {props.backgroundImage ? (
        // A static hero opens the page: its picture is fetched first.
        <ResponsiveImage
          className="sf-bg-image"
          src={props.backgroundImage}
          alt=""
          sizes="100vw"
          priority
        />
      ) : null}
      <div
        className="sf-hero-static__overlay"
        style={{ backgroundColor: props.overlayColor, opacity: props.overlayOpacity }}
        aria-hidden="true"
      />
      <div
        className="sf-hero-static__content"
        style={{ maxWidth: toUnitCss(props.contentMaxWidth) }}
      >
        {props.title ? (
          <h2
            id={titleId}
            className="sf-hero-static__title"
            style={
              {
                color: props.titleColor,
                '--sf-hero-static-title-size': toUnitCss(props.titleSize),
              } as CSSProperties
            }
          >
            {props.title}
          </h2>
        ) : null}
        {props.subtitle ? (
          <p
            className="sf-hero-static__subtitle"
            style={
              {
                color: props.subtitleColor,
                '--sf-hero-static-subtitle-size': toUnitCss(props.subtitleSize),
              } as CSSProperties
            }
          >
            {props.subtitle}
          </p>
        ) : null}
        {showPrimary || showSecondary ? (
          <div
            className="sf-hero-static__actions"
            style={{ justifyContent: justifyByAlign[props.textAlign] }}
          >
            {showPrimary ? (
              <a
                className="sf-hero-static__cta sf-hero-static__cta--primary"
                href={props.primaryCtaLink || '#'}
                {...linkTarget}
                style={{
                  backgroundColor: props.primaryCtaBackground,
                  color: props.primaryCtaTextColor,
                  borderRadius: radius,
                }}
              >
                {props.primaryCtaText}
              </a>
            ) : null}
            {showSecondary ? (
              <a
                className="sf-hero-static__cta sf-hero-static__cta--secondary"
                href={props.secondaryCtaLink || '#'}
                {...linkTarget}
                style={{
                  borderColor: props.secondaryCtaColor,
                  color: props.secondaryCtaColor,
                  borderRadius: radius,
                }}
              >
                {props.secondaryCtaText}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
