/**
 * The swiper of the categories slider, in its own chunk (see CategoriesSliderSection).
 * Storefront columns follow swiper breakpoints; builder mode the chosen screen's count.
 */
import { useEffect, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { CategoryDto, SectionProps } from '../../../shared';
import type { ScreenSize } from '../../context/storefront-context';
import { CategoryCard } from './CategoryCard';

const swiperModules = [A11y, Autoplay, Navigation, Pagination];

export interface CategoriesSwiperProps {
  swiperKey: string;
  categories: CategoryDto[];
  props: SectionProps<'categoriesSlider'>;
  builder: boolean;
  columns: { desktop: number; tablet: number; mobile: number };
  screenSize: ScreenSize;
  loop: boolean;
}

export default function CategoriesSwiper({
  swiperKey,
  categories,
  props,
  builder,
  columns,
  screenSize,
  loop,
}: CategoriesSwiperProps) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);

  // Reduced motion: no autoplay (the check needs the browser, so it runs after mount).
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) swiper.autoplay?.stop();
  }, [swiper]);

  return (
    <Swiper
      key={swiperKey}
      className="sf-cat-slider__swiper"
      modules={swiperModules}
      onSwiper={setSwiper}
      spaceBetween={props.spaceBetween}
      slidesPerView={builder ? columns[screenSize] : 1}
      breakpoints={
        builder
          ? undefined
          : {
              220: { slidesPerView: 1 },
              320: { slidesPerView: columns.mobile },
              768: { slidesPerView: columns.tablet },
              1024: { slidesPerView: columns.desktop },
            }
      }
      loop={loop}
      autoplay={
        props.autoPlay
          ? {
              delay: props.autoplayDelay,
              disableOnInteraction: props.autoplayDisableOnInteraction,
              pauseOnMouseEnter: true,
            }
          : false
      }
      navigation={props.navigation}
      pagination={props.pagination ? { clickable: true } : false}
      a11y={{ prevSlideMessage: 'Previous categories', nextSlideMessage: 'Next categories' }}
    >
      {categories.map((category) => (
        <SwiperSlide key={category.id} className="sf-cat-slider__slide">
          <CategoryCard category={category} imageHeight={props.imageSize} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
