/**
 * The product grid section (spec 2.3, 9): a titled grid of full product cards from a
 * collection; columns 4/2/1 by default via ResponsiveGrid.
 */
import { useId } from 'react';
import type { SectionComponentProps } from './section-types';
import { ProductGridBody } from './parts/ProductGridBody';
import { SectionTitle } from './parts/SectionTitle';
import { sectionBoxStyle } from './parts/section-style';

export function ProductGridSection({ props }: SectionComponentProps<'productGrid'>) {
  const titleId = useId();
  const hasTitle = props.title.trim() !== '';
  return (
    <section
      className="sf-products"
      style={sectionBoxStyle(props)}
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : 'Products'}
    >
      <div className="sf-container">
        <SectionTitle
          id={titleId}
          text={props.title}
          color={props.titleColor}
          size={props.titleSize}
          align={props.titleAlign}
        />
        <ProductGridBody
          collection={props.collection}
          numberOfProducts={props.numberOfProducts}
          columns={{
            desktop: props.desktopColumns,
            tablet: props.tabletColumns,
            mobile: props.mobileColumns,
          }}
          cardStyle={props}
        />
      </div>
    </section>
  );
}
