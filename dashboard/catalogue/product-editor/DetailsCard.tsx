/**
 * The product's name, slug and description. While a new product's slug follows its name
 * (kit's useSlugFromName), typing a name rewrites the slug.
 */
import { useFormContext } from 'react-hook-form';
import { Card } from '../../kit';
import { NameSlugFields, type NameSlugFieldsProps } from '../NameSlugFields';
import { RichTextField } from '../RichTextField';
import type { ProductFormValues } from './product-form';

export interface DetailsCardProps extends Pick<
  NameSlugFieldsProps,
  'nameField' | 'slugField' | 'slugFollowsName'
> {
  /** The store host for the address hint, once known. */
  storeDomain: string | undefined;
}

export function DetailsCard({
  nameField,
  slugField,
  slugFollowsName,
  storeDomain,
}: DetailsCardProps) {
  const {
    control,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const slug = watch('slug');
  const address = `${storeDomain ?? 'your-store'}/product/${slug || '…'}`;

  return (
    <Card title="Product details" data-testid="details-card">
      <NameSlugFields
        nameField={nameField}
        slugField={slugField}
        slugFollowsName={slugFollowsName}
        nameMaxLength={200}
        nameError={errors.name?.message}
        slugError={errors.slug?.message}
        address={
          <>
            Your product lives at <code data-testid="product-address">{address}</code>.
          </>
        }
        testIds={{ name: 'product-name', slug: 'product-slug' }}
      />
      <RichTextField
        control={control}
        name="description"
        label="Description"
        hint="Headings, lists and links show on your product page as you format them here."
      />
    </Card>
  );
}
