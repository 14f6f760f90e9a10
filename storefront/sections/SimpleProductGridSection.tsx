/**
 * The simple product grid section (spec 3, 9): a titled grid of simple product cards (image,
 * name, prices, sale badge); columns 4/2/2 by default.
 */
import type { SectionComponentProps } from './section-types';
import { ProductGridView } from './parts/ProductGridView';

export function SimpleProductGridSection({ props }: SectionComponentProps<'simpleProductGrid'>) {
  return <ProductGridView props={props} variant="simple" />;
}
