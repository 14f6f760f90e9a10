/**
 * The product grid section (spec 2.3, 9): a titled grid of full product cards from a
 * collection; columns 4/2/1 by default.
 */
import type { SectionComponentProps } from './section-types';
import { ProductGridView } from './parts/ProductGridView';

export function ProductGridSection({ props }: SectionComponentProps<'productGrid'>) {
  return <ProductGridView props={props} variant="full" />;
}
