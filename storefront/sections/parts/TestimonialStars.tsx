/** Five stars for a testimonial's 1-5 rating, read out as 'Rated 4 out of 5'. */
export function TestimonialStars({
  rating,
  color,
  className,
}: {
  rating: number;
  color: string;
  className?: string;
}) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span
      className={`sf-testimonial-stars${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={`Rated ${value} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className={
            n <= value ? 'sf-testimonial-stars__star is-filled' : 'sf-testimonial-stars__star'
          }
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
            fill={n <= value ? color : 'none'}
            stroke={color}
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
