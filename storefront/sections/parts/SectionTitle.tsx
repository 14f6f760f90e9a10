/** A section's h2 title with its colour, size and alignment; renders nothing when empty. */
export function SectionTitle({
  text,
  color,
  size,
  align = 'center',
  id,
}: {
  text: string;
  color: string;
  size: number;
  align?: 'left' | 'center' | 'right';
  id?: string;
}) {
  if (!text.trim()) return null;
  return (
    <h2
      className="sf-section-title"
      id={id}
      style={{ color, fontSize: `${size}px`, textAlign: align }}
    >
      {text}
    </h2>
  );
}
