/**
 * Whether shoppers can see the product: draft (hidden from the store) or active.
 */
import { Card, FormField } from '../../kit';
import { useProductForm } from './use-product-form';

export function StatusCard() {
  const { form } = useProductForm();
  const status = form.watch('status');
  return (
    <Card title="Status" data-testid="status-card">
      <FormField
        name="status"
        label="Product status"
        error={form.formState.errors.status?.message}
        hint={
          status === 'active'
            ? 'Shoppers can find and buy it.'
            : 'Hidden from your store until you make it active.'
        }
      >
        {(control) => (
          <select {...control} data-testid="product-status" {...form.register('status')}>
            <option value="draft">Draft</option>
            <option value="active">Active</option>
          </select>
        )}
      </FormField>
    </Card>
  );
}
