/**
 * What both testimonial looks share: the section box, the optional title and subtitle, and
 * the grid of its testimonial blocks (columns via ResponsiveGrid; hidden ones left out). Each look supplies its card's figure; the
 * class names follow the look's block name (`sf-testimonial`, `sf-testimonial2`).
 */
import { useId, type ReactNode } from 'react';
import { blockItems, type SectionProps, type TestimonialItem } from '../../../shared';
import { ResponsiveGrid } from './ResponsiveGrid';
import { toSpacingCss, toSectionPaddingCss } from '../helpers/css-values';

type TestimonialProps = SectionProps<'testimonial'> | SectionProps<'testimonial2'>;

export function TestimonialsFrame({
  props,
  block,
  renderFigure,
}: {
  props: TestimonialProps;
  block: 'sf-testimonial' | 'sf-testimonial2';
  renderFigure: (item: TestimonialItem) => ReactNode;
}) {
  const titleId = useId();
  const columns = {
    desktop: props.desktopColumns,
    tablet: props.tabletColumns,
    mobile: props.mobileColumns,
  };
  return (
    <section
      className={block}
      style={{
        margin: toSpacingCss(props.margin),
        padding: toSectionPaddingCss(props.padding),
        backgroundColor: props.backgroundColor,
      }}
      aria-labelledby={props.title ? titleId : undefined}
    >
      <div className={`${block}__inner`}>
        {props.title || props.subtitle ? (
          <header className={`${block}__header`}>
            {props.title ? (
              <h2 id={titleId} className={`${block}__title`} style={{ color: props.titleColor }}>
                {props.title}
              </h2>
            ) : null}
            {props.subtitle ? (
              <p className={`${block}__subtitle`} style={{ color: props.roleColor }}>
                {props.subtitle}
              </p>
            ) : null}
          </header>
        ) : null}
        <ResponsiveGrid
          columns={columns}
          as="ul"
          className={`${block}__grid`}
          testId="testimonial-list"
        >
          {blockItems<TestimonialItem>(props.blocks).map((item) => (
            <li
              key={item.id}
              data-block-id={item.id}
              data-block-type="testimonial"
              className={`${block}__card`}
              style={{
                backgroundColor: props.cardBackground,
                borderRadius: `${props.cardRadius}px`,
              }}
              data-testid="testimonial-item"
            >
              {renderFigure(item)}
            </li>
          ))}
        </ResponsiveGrid>
      </div>
    </section>
  );
}
