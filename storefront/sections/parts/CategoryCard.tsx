/** One category card (image, name, link to its collection), and a plain row of them. */
import type { CategoryDto } from '../../../shared';
import { imageOrPlaceholder } from './section-style';

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
      <img
        className="sf-cat-card__image"
        src={imageOrPlaceholder(category.image)}
        alt=""
        width={320}
        height={imageHeight}
        loading="lazy"
        decoding="async"
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
