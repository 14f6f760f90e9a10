/**
 * The titled product grid both grid sections render: `full` cards (rating and buttons) for
 * productGrid, made of its card blocks in their order, `simple` cards for simpleProductGrid. Columns via ResponsiveGrid.
 */
import { useId } from 'react';
import type { Block, SectionProps } from '../../../shared';
import type { CardPart } from '../../product-card/product-card-style';
import { ProductGridBody } from './ProductGridBody';
import { SectionTitle } from './SectionTitle';
import { sectionBoxStyle } from '../helpers/css-values';

/** A product grid's shown card blocks, the parts of each card. */
const cardParts = (blocks: readonly Block[]): CardPart[] =>
  blocks
    .filter((block) => !block.hidden)
    .map((block) => ({ id: block.id, type: block.type as CardPart['type'], props: block.props }));

export function ProductGridView({
  props,
  variant,
}: {
  props: SectionProps<'productGrid'> | SectionProps<'simpleProductGrid'>;
  variant: 'full' | 'simple';
}) {
  const titleId = useId();
  const hasTitle = props.title.trim() !== '';
  return (
    <section
      className={variant === 'simple' ? 'sf-products sf-products--simple' : 'sf-products'}
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
          cardStyle={'blocks' in props ? { ...props, parts: cardParts(props.blocks) } : props}
          {...(variant === 'simple' ? { variant: 'simple' as const } : {})}
        />
      </div>
    </section>
  );
}
