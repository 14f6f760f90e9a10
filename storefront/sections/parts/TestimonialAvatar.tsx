/** A testimonial author's photo, or their initials in a circle when there is none. */
import { ResponsiveImage } from '../../images/ResponsiveImage';

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

/** Up to two initials of a name, for an avatar without a photo. */
export function toInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
