/**
 * Search engine listing: SEO title and meta description with character counters, and a
 * preview of the search result they make.
 */
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { Card, CountedField, SearchResultPreview } from '../../kit';
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
      <CountedField
        label="SEO title"
        registration={register('seoTitle')}
        value={seoTitle}
        limit={SEO_TITLE_LIMIT}
        maxLength={200}
        error={errors.seoTitle?.message}
        hint="Empty: the product name."
        data-testid="product-seo-title"
      />
      <CountedField
        label="Meta description"
        registration={register('metaDescription')}
        value={metaDescription}
        limit={SEO_DESCRIPTION_LIMIT}
        maxLength={500}
        rows={3}
        error={errors.metaDescription?.message}
        hint="Empty: the start of the description."
        data-testid="product-meta-description"
      />
    </Card>
  );
}
