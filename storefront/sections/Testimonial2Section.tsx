/**
 * The second testimonial look: centred quote cards with the photo on top, a large quote
 * mark and the stars under the author. Columns come from props through ResponsiveGrid.
 */
import type { SectionComponentProps } from './section-types';
import { TestimonialAvatar } from './parts/TestimonialAvatar';
import { TestimonialStars } from './parts/TestimonialStars';
import { TestimonialsFrame } from './parts/TestimonialsFrame';

export function Testimonial2Section({ props }: SectionComponentProps<'testimonial2'>) {
  return (
    <TestimonialsFrame
      props={props}
      block="sf-testimonial2"
      renderFigure={(item) => (
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
      )}
    />
  );
}
