/**
 * The product page gallery (spec 2.3, 4): a main image and a row of thumbnails; choosing a
 * thumbnail shows it. A new `selectedImage` (the chosen variation's image) takes the main
 * image; a thumbnail chosen after that shows again.
 * While loading, `ProductGallerySkeleton` shows 4 thumbnail skeletons (spec 9).
 */
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../images/placeholder-image';
import { ResponsiveImage } from '../../images/ResponsiveImage';

/** The gallery takes half the content width from 768 px (at most 1200 px), else all of it. */
const MAIN_IMAGE_SIZES = '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw';

/** Thumbnail skeletons while the product loads (spec 9). */
export const GALLERY_SKELETON_THUMBNAILS = 4;

/** The product's images in order, without blanks or repeats. */
export function toGalleryImages(productImage: string, galleryImages: readonly string[]): string[] {
  return [...new Set([productImage, ...galleryImages].map((s) => s.trim()).filter(Boolean))];
}

export function ProductGallery({
  images,
  alt,
  alts,
  selectedImage,
}: {
  images: string[];
  /** The product name: the alt text of an image the merchant gave none. */
  alt: string;
  /** The merchant's alt text per image URL. */
  alts?: Record<string, string> | undefined;
  /** An image to show instead of the chosen one (a variation's image); ignored when empty. */
  selectedImage?: string | null;
}) {
  const [activeIndex, setActiveIndex] = useState(0);
  // Whether the shopper picked a thumbnail since the variation image last changed.
  const [thumbnailPicked, setThumbnailPicked] = useState(false);
  const [seenSelected, setSeenSelected] = useState(selectedImage);
  if (seenSelected !== selectedImage) {
    setSeenSelected(selectedImage);
    setThumbnailPicked(false);
  }
  const variationShown = Boolean(selectedImage) && !thumbnailPicked;
  const shown =
    (variationShown ? selectedImage : images[activeIndex]) || images[0] || PLACEHOLDER_IMAGE;
  return (
    <div className="sf-gallery" data-testid="product-gallery">
      <div className="sf-gallery__main">
        {/* The product page's largest above-the-fold image: fetched first, never lazily. */}
        <ResponsiveImage
          className="sf-gallery__main-image"
          src={shown}
          alt={alts?.[shown] || alt}
          sizes={MAIN_IMAGE_SIZES}
          width={800}
          height={800}
          priority
          data-testid="product-main-image"
        />
      </div>
      {images.length > 1 && (
        <ul className="sf-gallery__thumbs" aria-label="Product images">
          {images.map((src, index) => {
            const active = !variationShown && index === activeIndex;
            return (
              <li key={src}>
                <button
                  type="button"
                  className={`sf-gallery__thumb${active ? ' sf-gallery__thumb--active' : ''}`}
                  aria-label={`Show image ${index + 1} of ${images.length}`}
                  aria-pressed={active}
                  onClick={() => {
                    setActiveIndex(index);
                    setThumbnailPicked(true);
                  }}
                  data-testid="product-thumbnail"
                >
                  <ResponsiveImage src={src} alt="" sizes="72px" width={80} height={80} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function ProductGallerySkeleton() {
  return (
    <div className="sf-gallery" aria-hidden="true" data-testid="product-gallery-skeleton">
      <div className="sf-gallery__main sf-skeleton" />
      <ul className="sf-gallery__thumbs">
        {Array.from({ length: GALLERY_SKELETON_THUMBNAILS }, (_, i) => (
          <li key={i}>
            <div className="sf-gallery__thumb sf-skeleton" data-testid="thumbnail-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}
