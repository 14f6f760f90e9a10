/** One category card (image, name, link to its collection), and a plain row of them. */
import type { CategoryDto } from '../../../shared';
import { imageOrPlaceholder } from '../../images/placeholder-image';
import { ResponsiveImage } from '../../images/ResponsiveImage';

/** Category cards show 2 to 5 to a row (slider columns per screen). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw';

/** The collection page path of `slug`. */
const collectionPath = (slug: string) => `/collection/${encodeURIComponent(slug)}`;

export function CategoryCard({
  category,
  imageHeight,
}: {
  category: CategoryDto;
  imageHeight: number;
}) {
  return (
    <a className="sf-cat-card" href={collectionPath(category.slug)} data-testid="category-card">
      <ResponsiveImage
        className="sf-cat-card__image"
        src={imageOrPlaceholder(category.image)}
        alt=""
        sizes={CARD_IMAGE_SIZES}
        width={320}
        height={imageHeight}
      />
      <span className="sf-cat-card__name">{category.name}</span>
    </a>
  );
}

/** The cards in a row, shown while the swiper chunk loads after client navigation. */
export function CategoryRow({
  categories,
  imageHeight,
}: {
  categories: CategoryDto[];
  imageHeight: number;
}) {
  return (
    <div className="sf-cat-slider__skeletons">
      {categories.map((c) => (
        <div key={c.id} className="sf-cat-slider__slide">
          <CategoryCard category={c} imageHeight={imageHeight} />
        </div>
      ))}
    </div>
  );
}
