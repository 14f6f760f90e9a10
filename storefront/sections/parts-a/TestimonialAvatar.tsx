/** A testimonial author's photo, or their initials in a circle when there is none. */
import { toInitials } from './TestimonialStars';

export function TestimonialAvatar({
  name,
  image,
  size,
}: {
  name: string;
  image: string;
  size: number;
}) {
  if (image) {
    return (
      <img
        className="sf-testimonial-avatar"
        src={image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span
      className="sf-testimonial-avatar sf-testimonial-avatar--initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {toInitials(name)}
    </span>
  );
}
