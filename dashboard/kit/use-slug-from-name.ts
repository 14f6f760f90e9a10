/**
 * A name field and a slug field where the slug follows the name (shared `slugify`) until
 * the merchant edits the slug; clearing the slug makes it follow again. Typing in the slug
 * lower-cases it and turns spaces into hyphens as it goes.
 */
import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { slugify } from '../../shared';

/** What typing in a slug field leaves: lower case, spaces as hyphens. */
export function toTypedSlug(typed: string): string {
  return typed.toLowerCase().replace(/\s+/g, '-');
}

export function useSlugFromName<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'setValue'>,
  fields: { name: Path<T>; slug: Path<T> },
  /** Whether the slug starts out following the name (a new resource). */
  initiallyFollows: boolean,
) {
  const [follows, setFollows] = useState(initiallyFollows);
  const setSlug = (slug: string) =>
    form.setValue(fields.slug, slug as PathValue<T, Path<T>>, { shouldDirty: true });
  const nameField = form.register(fields.name, {
    onChange: (event: { target: { value: string } }) => {
      if (follows) setSlug(slugify(event.target.value));
    },
  });
  const slugField = form.register(fields.slug, {
    onChange: (event: { target: { value: string } }) => {
      const typed = event.target.value;
      const slug = toTypedSlug(typed);
      if (slug !== typed) setSlug(slug);
      setFollows(slug === '');
    },
  });
  return {
    /** True while the slug follows the name. */
    follows,
    /** Back to the start (Discard). */
    reset: () => setFollows(initiallyFollows),
    nameField,
    slugField,
  };
}
