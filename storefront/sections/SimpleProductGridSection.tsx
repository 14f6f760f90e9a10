/**
 * The simple product grid section (spec 3, 9): a titled grid of simple product cards (image,
 * name, prices, sale badge); columns 4/2/2 by default.
 */
import { useId } from 'react';
import type { SectionComponentProps } from './section-types';
import { ProductGridBody } from './parts/ProductGridBody';
import { SectionTitle } from './parts/SectionTitle';
import { sectionBoxStyle } from './parts/section-style';

export function SimpleProductGridSection({ props }: SectionComponentProps<'simpleProductGrid'>) {
  const titleId = useId();
  const hasTitle = props.title.trim() !== '';
  return (
    <section
      className="sf-products sf-products--simple"
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
          variant="simple"
        />
      </div>
    </section>
  );
}
