/** A testimonial author's photo, or their initials in a circle when there is none. */
import { toInitials } from './TestimonialStars';
import { ResponsiveImage } from '../parts/ResponsiveImage';

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
      <ResponsiveImage
        className="sf-testimonial-avatar"
        src={image}
        alt=""
        sizes={`${size}px`}
        width={size}
        height={size}
        fixedSize
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
