/**
 * The product's name, slug and description. While a new product's slug follows its name,
 * typing a name rewrites the slug; editing the slug stops that (clearing it resumes).
 */
import { useFormContext } from 'react-hook-form';
import { slugify } from '../../../shared';
import { Card, FormField } from '../../kit';
import { DescriptionField } from './DescriptionField';
import type { ProductFormValues } from './product-form';

export interface DetailsCardProps {
  slugFollowsName: boolean;
  onSlugFollowsName: (follows: boolean) => void;
  /** The store host for the address hint, once known. */
  storeDomain: string | undefined;
}

export function DetailsCard({ slugFollowsName, onSlugFollowsName, storeDomain }: DetailsCardProps) {
  const {
    register,
    setValue,
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
            {...register('name', {
              onChange: (e: { target: { value: string } }) => {
                if (slugFollowsName) {
                  setValue('slug', slugify(e.target.value), { shouldDirty: true });
                }
              },
            })}
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
            {...register('slug', {
              onChange: (e: { target: { value: string } }) => {
                const typed = e.target.value;
                const normal = typed.toLowerCase().replace(/\s+/g, '-');
                if (normal !== typed) setValue('slug', normal, { shouldDirty: true });
                onSlugFollowsName(normal === '');
              },
            })}
          />
        )}
      </FormField>
      <DescriptionField />
    </Card>
  );
}
