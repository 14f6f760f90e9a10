/**
 * How the merchant organises the product (as Shopify's "Product organization"): who makes it
 * (vendor), its kind (product type) and tags, comma-separated (the same tag written twice, in
 * any case, is kept once when saved).
 */
import { Card, TextField } from '../../kit';
import { useProductForm } from './use-product-form';

export function OrganizationCard() {
  const { field } = useProductForm();
  return (
    <Card title="Organization" data-testid="organization-card">
      <TextField
        label="Vendor"
        hint="Who makes or supplies it."
        maxLength={120}
        data-testid="product-vendor"
        {...field('vendor')}
      />
      <TextField
        label="Product type"
        hint="Your own kind of product, such as Rings or T-Shirts."
        maxLength={120}
        data-testid="product-type"
        {...field('productType')}
      />
      <TextField
        label="Tags"
        hint="Separate tags with commas: summer, sale."
        data-testid="product-tags"
        {...field('tags')}
      />
    </Card>
  );
}
