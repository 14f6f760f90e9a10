/**
 * The product form as the editor's cards read it (they sit inside ProductForm's
 * FormProvider), with `field(name)`: a kit field's props bound to one of its fields.
 */
import { useFormContext } from 'react-hook-form';
import { bindFields } from '../../kit';
import type { ProductFormValues } from './product-form';

export function useProductForm() {
  const form = useFormContext<ProductFormValues>();
  return { form, field: bindFields(form.register, form.formState.errors) };
}
