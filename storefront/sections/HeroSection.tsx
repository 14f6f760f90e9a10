/**
 * The hero slider: its slide blocks, each an image, video, solid or gradient background under
 * an overlay with its own blocks (BlockList, in the slide's text colour). The first slide
 * is in the server HTML; autoplay runs only on the client, pauses on hover, focus or the
 * pause button, and stays off when the shopper prefers reduced motion.
 */
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { blocksOf, schemeVar, type Block, type SlideBackgroundType } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import type { SectionComponentProps } from './section-types';
import { toContrastText } from './helpers/colors';
import { stepSlide } from './helpers/slide-index';
import { screenHeightStyle, toSpacingCss } from './helpers/css-values';
import { ResponsiveImage } from '../images/ResponsiveImage';
import { useReducedMotion } from './parts/use-reduced-motion';
import { BlockList } from './blocks/BlockList';
import { useReveal } from './parts/reveal';

interface SlideProps {
  backgroundType: SlideBackgroundType;
  backgroundImage: string;
  backgroundVideo: string;
  backgroundColor: string;
  backgroundGradient: string;
  overlayColor: string;
  overlayOpacity: number;
  textColor: string;
  textAlign: 'left' | 'center' | 'right';
  blocks: Block[];
}

const justifyByAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

function slideBackground(slide: SlideProps): CSSProperties {
  switch (slide.backgroundType) {
    case 'gradient':
      return { backgroundImage: slide.backgroundGradient };
    case 'solid':
      return { backgroundColor: slide.backgroundColor };
    default:
      // A picture or a video is a layer of its own (srcset; lazy but for the first slide).
      return { backgroundColor: '#111827' };
  }
}

/**
 * The slide's text colour as the scheme colours its blocks read when left "from scheme": its
 * headings, texts and outlines in that colour, a filled button in it with a label in contrast.
 */
function slideColors(textColor: string): CSSProperties {
  return {
    color: textColor,
    [schemeVar('heading')]: textColor,
    [schemeVar('text')]: textColor,
    [schemeVar('accent')]: textColor,
    [schemeVar('buttonBackground')]: textColor,
    [schemeVar('buttonText')]: toContrastText(textColor),
  } as CSSProperties;
}

/** A muted looping background video; React does not render `muted` on the server, so set it here. */
function BackgroundVideo({ src, play }: { src: string; play: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    if (play) video.play().catch(() => undefined);
    else video.pause();
  }, [play, src]);
  return (
    <video
      ref={ref}
      className="sf-hero__video"
      src={src}
      autoPlay={play}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}

function HeroSlideView({
  slide,
  active,
  label,
  first,
}: {
  slide: Block;
  active: boolean;
  label: string;
  /** The first slide's image is the top of the page: fetched first. */
  first: boolean;
}) {
  const reducedMotion = useReducedMotion();
  const props = slide.props as unknown as SlideProps;
  return (
    <div
      className={`sf-hero__slide${active ? ' is-active' : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-testid="hero-slide"
      data-block-id={slide.id}
      data-block-type="slide"
      // Laid over the other slides, not in a line: the canvas does not drag it.
      data-block-stacked=""
      style={{
        ...slideBackground(props),
        justifyContent: justifyByAlign[props.textAlign],
        textAlign: props.textAlign,
      }}
    >
      {props.backgroundType === 'image' && props.backgroundImage ? (
        <ResponsiveImage
          className="sf-bg-image"
          src={props.backgroundImage}
          alt=""
          sizes="100vw"
          priority={first}
        />
      ) : null}
      {props.backgroundType === 'video' && props.backgroundVideo ? (
        <BackgroundVideo src={props.backgroundVideo} play={active && !reducedMotion} />
      ) : null}
      {props.overlayOpacity > 0 ? (
        <div
          className="sf-hero__overlay"
          style={{ backgroundColor: props.overlayColor, opacity: props.overlayOpacity }}
          aria-hidden="true"
        />
      ) : null}
      <div className="sf-hero__content" style={slideColors(props.textColor)}>
        <BlockList blocks={props.blocks} block="sf-hero" align={props.textAlign} />
      </div>
    </div>
  );
}

/** The text of a slide's first shown heading block, if any. */
function slideHeading(slide: Block | undefined): string {
  const heading = blocksOf(slide?.props).find(
    (b) => b.type === 'heading' && !b.hidden && typeof b.props.text === 'string' && b.props.text,
  );
  return (heading?.props.text as string | undefined) ?? '';
}

const arrows = {
  prev: { label: 'Previous slide', path: 'M15 5l-7 7 7 7' },
  next: { label: 'Next slide', path: 'M9 5l7 7-7 7' },
} as const;

/** The previous / next slide button, a chevron pointing its way. */
function SlideArrow({
  direction,
  controls,
  disabled,
  onClick,
}: {
  direction: keyof typeof arrows;
  controls: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`sf-hero__arrow sf-hero__arrow--${direction}`}
      aria-label={arrows[direction].label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={arrows[direction].path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

export function HeroSection({ id, props }: SectionComponentProps<'hero'>) {
  const { viewMode, screenSize } = useStorefront();
  const builder = viewMode === 'builder';
  const slides = props.blocks.filter((block) => !block.hidden);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  // A slide removed in the builder can leave the index past the end.
  const active = count ? Math.min(index, count - 1) : 0;
  const hasNext = props.loop || active < count - 1;
  const hasPrev = props.loop || active > 0;
  const autoplayOn = props.autoplay && count > 1 && !reducedMotion && !stopped;
  const running = autoplayOn && !hovered && !focused && hasNext;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(
      () => setIndex(stepSlide(active, 1, count, true)),
      props.autoplayDelay,
    );
    return () => window.clearTimeout(timer);
  }, [running, active, count, props.autoplayDelay]);

  const goTo = (target: number) => setIndex(stepSlide(0, target, count, props.loop));

  // In the builder, a selected slide or block of a slide is shown, and autoplay pauses there.
  const sectionRef = useRef<HTMLElement>(null);
  useReveal(sectionRef, (el) => {
    const slide = el.closest('[data-block-type="slide"]');
    const at = slides.findIndex((s) => s.id === slide?.getAttribute('data-block-id'));
    if (at === -1) return;
    setIndex(at);
    setStopped(true);
  });

  const style: CSSProperties = {
    ...screenHeightStyle('sf-hero', props, builder ? screenSize : null),
    margin: toSpacingCss(props.margin),
  };

  if (!count) {
    return builder ? (
      <div className="sf-hero sf-hero--empty" style={style}>
        Add a slide to show the hero.
      </div>
    ) : null;
  }

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={sectionRef}
      className={`sf-hero ${builder ? 'sf-hero--fixed' : 'sf-hero--responsive'}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={slideHeading(slides[0]) || 'Featured'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={(e) => {
        if (count < 2) return;
        if (e.key === 'ArrowLeft' && hasPrev) goTo(active - 1);
        if (e.key === 'ArrowRight' && hasNext) goTo(active + 1);
      }}
    >
      <div
        className="sf-hero__track"
        aria-live={autoplayOn ? 'off' : 'polite'}
        id={`${id}-hero-slides`}
      >
        {slides.map((slide, i) => (
          <HeroSlideView
            key={slide.id}
            slide={slide}
            active={i === active}
            label={`${i + 1} of ${count}`}
            first={i === 0}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="sf-hero__controls">
          {props.showArrows ? (
            <>
              <SlideArrow
                direction="prev"
                controls={`${id}-hero-slides`}
                disabled={!hasPrev}
                onClick={() => goTo(active - 1)}
              />
              <SlideArrow
                direction="next"
                controls={`${id}-hero-slides`}
                disabled={!hasNext}
                onClick={() => goTo(active + 1)}
              />
            </>
          ) : null}
          <div className="sf-hero__bar">
            {props.autoplay && !reducedMotion ? (
              <button
                type="button"
                className="sf-hero__pause"
                aria-label={stopped ? 'Play slides' : 'Pause slides'}
                onClick={() => setStopped((s) => !s)}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  {stopped ? (
                    <path d="M8 5v14l11-7z" fill="currentColor" />
                  ) : (
                    <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
                  )}
                </svg>
              </button>
            ) : null}
            {props.showDots ? (
              <div className="sf-hero__dots">
                {slides.map((slide, i) => (
                  <button
                    key={slide.id}
                    type="button"
                    className={`sf-hero__dot${i === active ? ' is-active' : ''}`}
                    aria-label={`Go to slide ${i + 1}`}
                    aria-current={i === active ? 'true' : undefined}
                    onClick={() => goTo(i)}
                  />
                ))}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
