/**
 * Testimonials as a grid of cards: stars, the quote, then the author with photo and role.
 * Columns come from props through ResponsiveGrid.
 */
import type { SectionComponentProps } from './section-types';
import { TestimonialAvatar } from './parts/TestimonialAvatar';
import { TestimonialStars } from './parts/TestimonialStars';
import { TestimonialsFrame } from './parts/TestimonialsFrame';

export function TestimonialSection({ props }: SectionComponentProps<'testimonial'>) {
  return (
    <TestimonialsFrame
      props={props}
      block="sf-testimonial"
      renderFigure={(item) => (
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
      )}
    />
  );
}
