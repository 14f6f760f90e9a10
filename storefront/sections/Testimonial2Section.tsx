/**
 * The second testimonial look: centred quote cards with the photo on top, a large quote
 * mark and the stars under the author. Columns come from props through ResponsiveGrid.
 */
import { useId } from 'react';
import type { SectionComponentProps } from './section-types';
import { ResponsiveGrid } from './ResponsiveGrid';
import { TestimonialAvatar } from './parts-a/TestimonialAvatar';
import { TestimonialStars } from './parts-a/TestimonialStars';
import { toSpacingCss } from './parts-a/style-helpers';

export function Testimonial2Section({ props }: SectionComponentProps<'testimonial2'>) {
  const titleId = useId();
  const columns = {
    desktop: props.desktopColumns,
    tablet: props.tabletColumns,
    mobile: props.mobileColumns,
  };
  return (
    <section
      className="sf-testimonial2"
      style={{
        margin: toSpacingCss(props.margin),
        padding: toSpacingCss(props.padding),
        backgroundColor: props.backgroundColor,
      }}
      aria-labelledby={props.title ? titleId : undefined}
    >
      <div className="sf-testimonial2__inner">
        {props.title || props.subtitle ? (
          <header className="sf-testimonial2__header">
            {props.title ? (
              <h2
                id={titleId}
                className="sf-testimonial2__title"
                style={{ color: props.titleColor }}
              >
                {props.title}
              </h2>
            ) : null}
            {props.subtitle ? (
              <p className="sf-testimonial2__subtitle" style={{ color: props.roleColor }}>
                {props.subtitle}
              </p>
            ) : null}
          </header>
        ) : null}
        <ResponsiveGrid
          columns={columns}
          as="ul"
          className="sf-testimonial2__grid"
          testId="testimonial-list"
        >
          {props.items.map((item) => (
            <li
              key={item.id}
              className="sf-testimonial2__card"
              style={{
                backgroundColor: props.cardBackground,
                borderRadius: `${props.cardRadius}px`,
              }}
              data-testid="testimonial-item"
            >
              <figure className="sf-testimonial2__figure">
                {props.showImage ? (
                  <TestimonialAvatar name={item.name} image={item.image} size={72} />
                ) : null}
                <span
                  className="sf-testimonial2__mark"
                  style={{ color: props.starColor }}
                  aria-hidden="true"
                >
                  &ldquo;
                </span>
                <blockquote className="sf-testimonial2__quote" style={{ color: props.textColor }}>
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="sf-testimonial2__author">
                  <span className="sf-testimonial2__name" style={{ color: props.nameColor }}>
                    {item.name}
                  </span>
                  {item.role ? (
                    <span className="sf-testimonial2__role" style={{ color: props.roleColor }}>
                      {item.role}
                    </span>
                  ) : null}
                  {props.showRating ? (
                    <TestimonialStars rating={item.rating} color={props.starColor} />
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ResponsiveGrid>
      </div>
    </section>
  );
}
