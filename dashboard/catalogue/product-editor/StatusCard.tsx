/**
 * Whether shoppers can see the product: draft (hidden from the store) or active.
 */
import { useFormContext } from 'react-hook-form';
import { Card, FormField } from '../../kit';
import type { ProductFormValues } from './product-form';

export function StatusCard() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const status = watch('status');
  return (
    <Card title="Status" data-testid="status-card">
      <FormField
        name="status"
        label="Product status"
        error={errors.status?.message}
        hint={
          status === 'active'
            ? 'Shoppers can find and buy it.'
            : 'Hidden from your store until you make it active.'
        }
      >
        {(control) => (
          <select {...control} data-testid="product-status" {...register('status')}>
            <option value="draft">Draft</option>
            <option value="active">Active</option>
          </select>
        )}
      </FormField>
    </Card>
  );
}
