/**
 * How a page shows in a search result (Google's layout): its address, its title (cut at the
 * length a result shows) and its description. Purely visual: the fields beside it are what a
 * screen reader reads, so the preview is labelled as one.
 */
import './kit.css';

/** `text` cut at `limit` characters on a word boundary, with an ellipsis. */
export function truncateForPreview(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface SearchResultPreviewProps {
  /** `https://demo.localhost › product › linen-shirt`. */
  url: string;
  title: string;
  /** Empty: `placeholder` is shown instead, in the description's place. */
  description: string;
  placeholder?: string;
  'data-testid'?: string;
}

export function SearchResultPreview({
  url,
  title,
  description,
  placeholder = 'Add a description to show text under the title.',
  'data-testid': testId,
}: SearchResultPreviewProps) {
  return (
    <figure className="seo-preview" aria-label="Search result preview" data-testid={testId}>
      <p className="seo-preview-url">{url}</p>
      <p className="seo-preview-title">{title}</p>
      <p className="seo-preview-description">{description || placeholder}</p>
    </figure>
  );
}
