/**
 * Testimonials as a grid of cards: stars, the quote, then the author with photo and role.
 * Columns come from props through ResponsiveGrid.
 */
import { useId } from 'react';
import type { SectionComponentProps } from './section-types';
import { ResponsiveGrid } from './ResponsiveGrid';
import { TestimonialAvatar } from './parts-a/TestimonialAvatar';
import { TestimonialStars } from './parts-a/TestimonialStars';
import { toSpacingCss } from './parts-a/style-helpers';

export function TestimonialSection({ props }: SectionComponentProps<'testimonial'>) {
  const titleId = useId();
  const columns = {
    desktop: props.desktopColumns,
    tablet: props.tabletColumns,
    mobile: props.mobileColumns,
  };
  return (
    <section
      className="sf-testimonial"
      style={{
        margin: toSpacingCss(props.margin),
        padding: toSpacingCss(props.padding),
        backgroundColor: props.backgroundColor,
      }}
      aria-labelledby={props.title ? titleId : undefined}
    >
      <div className="sf-testimonial__inner">
        {props.title || props.subtitle ? (
          <header className="sf-testimonial__header">
            {props.title ? (
              <h2
                id={titleId}
                className="sf-testimonial__title"
                style={{ color: props.titleColor }}
              >
                {props.title}
              </h2>
            ) : null}
            {props.subtitle ? (
              <p className="sf-testimonial__subtitle" style={{ color: props.roleColor }}>
                {props.subtitle}
              </p>
            ) : null}
          </header>
        ) : null}
        <ResponsiveGrid
          columns={columns}
          as="ul"
          className="sf-testimonial__grid"
          testId="testimonial-list"
        >
          {props.items.map((item) => (
            <li
              key={item.id}
              className="sf-testimonial__card"
              style={{
                backgroundColor: props.cardBackground,
                borderRadius: `${props.cardRadius}px`,
              }}
              data-testid="testimonial-item"
            >
              <figure className="sf-testimonial__figure">
                {props.showRating ? (
                  <TestimonialStars rating={item.rating} color={props.starColor} />
                ) : null}
                <blockquote className="sf-testimonial__quote" style={{ color: props.textColor }}>
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="sf-testimonial__author">
                  {props.showImage ? (
                    <TestimonialAvatar name={item.name} image={item.image} size={48} />
                  ) : null}
                  <span className="sf-testimonial__who">
                    <span className="sf-testimonial__name" style={{ color: props.nameColor }}>
                      {item.name}
                    </span>
                    {item.role ? (
                      <span className="sf-testimonial__role" style={{ color: props.roleColor }}>
                        {item.role}
                      </span>
                    ) : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ResponsiveGrid>
      </div>
    </section>
  );
}
