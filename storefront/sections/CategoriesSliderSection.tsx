/**
 * The categories slider (spec 2.3, 3, 9): category cards (image, name, link to
 * /collection/{slug}) in a swiper. Storefront columns follow swiper breakpoints (220 -> 1,
 * 320 mobile, 768 tablet, 1024 desktop); builder mode uses the chosen screen's count. Before
 * swiper starts (server HTML, no JS) a CSS row shows the first cards. On failure: nothing.
 */
import { Suspense, type CSSProperties } from 'react';
import { splitComponent } from '../lib/split-component';
import { useStorefront } from '../context/storefront-context';
import { useCategories } from '../context/read-hooks';
import type { SectionComponentProps } from './section-types';
import { SectionTitle } from './parts/SectionTitle';
import { sectionBoxStyle } from './helpers/css-values';
import { CategoryRow } from './parts/CategoryCard';

// Swiper loads with the first categories slider, not with every page: the server renders it
// in full and the browser keeps that HTML until the chunk arrives, then hydrates.
const CategoriesSwiper = splitComponent(() => import('./parts/CategoriesSwiper'));

export function CategoriesSliderSection({ props }: SectionComponentProps<'categoriesSlider'>) {
  const { viewMode, screenSize } = useStorefront();
  const query = useCategories();

  if (query.isError) return null;

  const columns = {
    desktop: props.desktopColumns,
    tablet: props.tabletColumns,
    mobile: props.mobileColumns,
  };
  const builder = viewMode === 'builder';
  const style = {
    ...sectionBoxStyle(props),
    '--sf-slider-cols-mobile': columns.mobile,
    '--sf-slider-cols-tablet': columns.tablet,
    '--sf-slider-cols-desktop': columns.desktop,
    '--sf-slider-gap': `${props.spaceBetween}px`,
    ...(builder ? { '--sf-slider-cols': columns[screenSize] } : {}),
    '--sf-cat-image-height': `${props.imageSize}px`,
    '--sf-cat-image-fit': props.imageFit,
    '--sf-cat-image-radius': `${props.imageRadius}px`,
    '--sf-cat-image-gap': `${props.imageBottomMargin}px`,
    '--sf-cat-title-color': props.titleColor,
    '--sf-cat-title-size': `${props.titleSize}px`,
    '--sf-cat-title-weight': props.titleWeight,
    '--sf-cat-title-align': props.titleAlign,
  } as CSSProperties;
  const modeClass = builder ? 'sf-cat-slider--fixed' : 'sf-cat-slider--responsive';

  const heading = (
    <SectionTitle
      text={props.sectionTitle}
      color={props.sectionTitleColor}
      size={props.sectionTitleSize}
      align="center"
    />
  );

  if (query.isPending) {
    const count = Math.min(
      props.numberOfCategories,
      builder ? columns[screenSize] : columns.desktop,
    );
    return (
      <section
        className={`sf-cat-slider ${modeClass}`}
        style={style}
        aria-label="Categories"
        aria-busy="true"
      >
        <div className="sf-container">
          {heading}
          <div className="sf-cat-slider__skeletons">
            {Array.from({ length: count }, (_, i) => (
              <div
                key={i}
                className="sf-cat-card"
                data-testid="category-skeleton"
                aria-hidden="true"
              >
                <div className="sf-skeleton sf-cat-card__image" />
                <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--medium" />
              </div>
            ))}
          </div>
        </div>
      </section>
    );
  }

  const categories = query.data.slice(0, props.numberOfCategories);
  if (categories.length === 0) {
    return builder ? (
      <section className={`sf-cat-slider ${modeClass}`} style={style} aria-label="Categories">
        <p className="sf-products__message">No categories yet.</p>
      </section>
    ) : null;
  }

  const maxColumns = builder
    ? columns[screenSize]
    : Math.max(columns.desktop, columns.tablet, columns.mobile);
  // Swiper's loop needs more slides than are visible at once.
  const loop = props.loop && categories.length > maxColumns;
  // Any change of these options re-creates the swiper rather than patching a live one.
  const swiperKey = [
    builder ? screenSize : 'responsive',
    columns.desktop,
    columns.tablet,
    columns.mobile,
    loop,
    props.autoPlay,
    props.autoplayDelay,
    props.autoplayDisableOnInteraction,
    props.navigation,
    props.pagination,
    props.spaceBetween,
  ].join(':');

  return (
    <section
      className={`sf-cat-slider ${modeClass}`}
      style={style}
      aria-label={props.sectionTitle.trim() || 'Categories'}
      data-testid="categories-slider"
    >
      <div className="sf-container">
        {heading}
        <Suspense fallback={<CategoryRow categories={categories} imageHeight={props.imageSize} />}>
          <CategoriesSwiper
            swiperKey={swiperKey}
            categories={categories}
            props={props}
            builder={builder}
            columns={columns}
            screenSize={screenSize}
            loop={loop}
          />
        </Suspense>
      </div>
    </section>
  );
}
