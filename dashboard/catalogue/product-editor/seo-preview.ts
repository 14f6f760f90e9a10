/**
 * What a search engine shows for a product: its SEO title (else its name), its meta
 * description (else the start of its description as text), and its address. The lengths
 * are the usual limits of a result before it is cut off.
 */
import { SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE } from '../../../shared';
import { truncateForPreview } from '../../kit';

/** Characters of a title a search result shows. */
export const SEO_TITLE_LIMIT = SEO_TITLE_GUIDE;
/** Characters of a description a search result shows. */
export const SEO_DESCRIPTION_LIMIT = SEO_DESCRIPTION_GUIDE;

/** `text` cut at `limit` characters on a word boundary, with an ellipsis. */
export const truncate = truncateForPreview;

export interface SeoPreview {
  title: string;
  description: string;
  url: string;
}

export function seoPreview(input: {
  name: string;
  seoTitle: string;
  metaDescription: string;
  /** The description as plain text. */
  descriptionText: string;
  storeDomain: string;
  slug: string;
}): SeoPreview {
  return {
    title: truncate(input.seoTitle.trim() || input.name.trim() || 'Product name', SEO_TITLE_LIMIT),
    description: truncate(
      input.metaDescription.trim() || input.descriptionText,
      SEO_DESCRIPTION_LIMIT,
    ),
    url: `https://${input.storeDomain} › product › ${input.slug || '…'}`,
  };
}
