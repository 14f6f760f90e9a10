/**
 * Search engine listing: SEO title and meta description with character counters, and a
 * preview of the search result they make.
 */
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { Card, CharCounter, FormField, SearchResultPreview } from '../../kit';
import type { ProductFormValues } from './product-form';
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT, seoPreview } from './seo-preview';

function textOf(html: string): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

export function SeoCard({ storeDomain }: { storeDomain: string | undefined }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [name, slug, seoTitle, metaDescription, description] = watch([
    'name',
    'slug',
    'seoTitle',
    'metaDescription',
    'description',
  ]);
  const descriptionText = useMemo(() => textOf(description), [description]);
  const preview = seoPreview({
    name,
    seoTitle,
    metaDescription,
    descriptionText,
    storeDomain: storeDomain ?? 'your-store',
    slug,
  });

  return (
    <Card title="Search engine listing" data-testid="seo-card">
      <SearchResultPreview
        url={preview.url}
        title={preview.title}
        description={preview.description}
        data-testid="seo-preview"
      />
      <FormField
        name="seoTitle"
        label="SEO title"
        error={errors.seoTitle?.message}
        aside={<CharCounter length={seoTitle.length} limit={SEO_TITLE_LIMIT} />}
        hint="Empty: the product name."
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={200}
            data-testid="product-seo-title"
            {...register('seoTitle')}
          />
        )}
      </FormField>
      <FormField
        name="metaDescription"
        label="Meta description"
        error={errors.metaDescription?.message}
        aside={<CharCounter length={metaDescription.length} limit={SEO_DESCRIPTION_LIMIT} />}
        hint="Empty: the start of the description."
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            data-testid="product-meta-description"
            {...register('metaDescription')}
          />
        )}
      </FormField>
    </Card>
  );
}
