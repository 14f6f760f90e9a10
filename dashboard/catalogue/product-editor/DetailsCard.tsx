/**
 * The product's name, slug and description. While a new product's slug follows its name
 * (kit's useSlugFromName), typing a name rewrites the slug.
 */
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { Card, FormField } from '../../kit';
import { DescriptionField } from './DescriptionField';
import type { ProductFormValues } from './product-form';

export interface DetailsCardProps {
  /** The name and slug inputs' registrations (from useSlugFromName). */
  nameField: UseFormRegisterReturn;
  slugField: UseFormRegisterReturn;
  slugFollowsName: boolean;
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
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const slug = watch('slug');
  const address = `${storeDomain ?? 'your-store'}/product/${slug || '…'}`;

  return (
    <Card title="Product details" data-testid="details-card">
      <FormField name="name" label="Name" required error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={200}
            autoComplete="off"
            data-testid="product-name"
            {...nameField}
          />
        )}
      </FormField>
      <FormField
        name="slug"
        label="URL slug"
        error={errors.slug?.message}
        hint={
          <>
            Your product lives at <code data-testid="product-address">{address}</code>.
            {slugFollowsName ? ' Made from the name until you change it.' : null}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={200}
            data-testid="product-slug"
            {...slugField}
          />
        )}
      </FormField>
      <DescriptionField />
    </Card>
  );
}
