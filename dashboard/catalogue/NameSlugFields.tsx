/**
 * A catalogue item's name and URL slug (products and categories): the slug's hint says where
 * the item lives and, while the slug follows the name (kit's useSlugFromName), that it does.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AddressInput, FormField } from '../kit';

export interface NameSlugFieldsProps {
  /** The name and slug inputs' registrations (from useSlugFromName). */
  nameField: UseFormRegisterReturn;
  slugField: UseFormRegisterReturn;
  slugFollowsName: boolean;
  nameMaxLength: number;
  nameError: string | undefined;
  slugError: string | undefined;
  /** The hint's first sentence: where the item lives. */
  address: ReactNode;
  testIds?: { name: string; slug: string };
}

export function NameSlugFields({
  nameField,
  slugField,
  slugFollowsName,
  nameMaxLength,
  nameError,
  slugError,
  address,
  testIds,
}: NameSlugFieldsProps) {
  return (
    <>
      <FormField name="name" label="Name" required error={nameError}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={nameMaxLength}
            autoComplete="off"
            data-testid={testIds?.name}
            {...nameField}
          />
        )}
      </FormField>
      <FormField
        name="slug"
        label="URL slug"
        error={slugError}
        hint={
          <>
            {address}
            {slugFollowsName ? ' Made from the name until you change it.' : null}
          </>
        }
      >
        {(control) => (
          <AddressInput {...control} maxLength={200} data-testid={testIds?.slug} {...slugField} />
        )}
      </FormField>
    </>
  );
}
