/**
 * Search engine listing: SEO title and meta description with character counters, and a
 * preview of the search result they make.
 */
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { bindCountedFields, Card, SearchResultPreview, SeoListingFields } from '../../kit';
import type { ProductFormValues } from './product-form';
import { seoPreview } from './seo-preview';

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
  const counted = bindCountedFields(register, errors, watch);
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
      <SeoListingFields
        titleLabel="SEO title"
        title={{
          ...counted('seoTitle'),
          hint: 'Empty: the product name.',
          testId: 'product-seo-title',
        }}
        description={{
          ...counted('metaDescription'),
          hint: 'Empty: the start of the description.',
          testId: 'product-meta-description',
        }}
      />
    </Card>
  );
}
