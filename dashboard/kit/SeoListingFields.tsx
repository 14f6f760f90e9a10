/**
 * A search listing's two fields (a product's, a page's): its title and its meta description,
 * each with a counter against what a search result shows (shared SEO_TITLE_GUIDE and
 * SEO_DESCRIPTION_GUIDE) and the length the API takes; the description is a textarea.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE } from '../../shared';
import { CountedField } from './CountedField';

interface SeoField {
  /** react-hook-form's `register(name)`. */
  registration: UseFormRegisterReturn;
  /** The current value (watched), for the counter. */
  value: string;
  error: string | undefined;
  hint?: ReactNode;
  testId: string;
}

export interface SeoListingFieldsProps {
  /** The title field's label: "SEO title", "Meta title". */
  titleLabel: string;
  title: SeoField;
  description: SeoField;
}

export function SeoListingFields({ titleLabel, title, description }: SeoListingFieldsProps) {
  const fields = [
    { ...title, label: titleLabel, limit: SEO_TITLE_GUIDE, maxLength: 200, rows: undefined },
    {
      ...description,
      label: 'Meta description',
      limit: SEO_DESCRIPTION_GUIDE,
      maxLength: 500,
      rows: 3,
    },
  ];
  return (
    <>
      {fields.map(({ testId, ...field }) => (
        <CountedField key={field.registration.name} {...field} data-testid={testId} />
      ))}
    </>
  );
}
