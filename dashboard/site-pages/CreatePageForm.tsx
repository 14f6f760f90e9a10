/**
 * The create-page form on /dashboard/pages: title, slug (made from the title until the
 * merchant edits it) and page type (home, shop and about only while the store lacks them;
 * they take their fixed slug). Client checks with the API's own schema, then the server's
 * field messages; on success the new page opens in the builder.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { addPageBodySchema, slugify } from '../../shared';
import type { AddPageBody } from '../../shared';
import { pagesApi } from '../api/pages-api';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import { builderHref } from '../builder/builder-page-id';
import { fieldErrorsFromIssues } from '../lib/field-errors-from-issues';
import { availablePageTypes, fixedSlugOf, pageTypeLabel } from '../lib/page-types';
import type { CreatablePageType } from '../lib/page-types';
import { storefrontPagePath } from '../lib/storefront-url';
import { FormField, SubmitButton, useFormFields } from '../kit';

export interface CreatePageFormProps {
  storeId: string;
  /** Slugs the store's pages use (limits the page types offered); `null` while unknown. */
  existingSlugs: readonly string[] | null;
  /** The store host shown in the address hint, once known. */
  storeDomain: string | undefined;
}

export function CreatePageForm({ storeId, existingSlugs, storeDomain }: CreatePageFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { values, errors, setErrors, setField, showApiError } = useFormFields<{
    title: string;
    slug: string;
    pageType: string;
  }>({ title: '', slug: '', pageType: 'custom' });
  const [slugEdited, setSlugEdited] = useState(false);
  /** The last failure was a plan limit (402): the message links to the Billing page. */
  const [planLimit, setPlanLimit] = useState(false);

  const types = availablePageTypes(existingSlugs);
  const pageType: CreatablePageType = types.find((t) => t === values.pageType) ?? 'custom';
  const fixedSlug = fixedSlugOf(pageType);
  const slug = fixedSlug ?? values.slug;

  const create = useMutation({
    mutationFn: (body: AddPageBody) => pagesApi.addPage(body),
    onSuccess: (page) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages(storeId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pageLinks(storeId) });
      toast.success('Page created');
      void navigate(builderHref(page.pageId));
    },
    onError: (error) => {
      const info = readApiError(error);
      setPlanLimit(info.status === 402);
      showApiError(info);
    },
  });

  function onTitle(title: string) {
    setField('title', title);
    if (!fixedSlug && !slugEdited) setField('slug', slugify(title));
  }

  function onType(next: CreatablePageType) {
    setField('pageType', next);
    const nextFixed = fixedSlugOf(next);
    if (nextFixed) {
      if (values.title.trim() === '') setField('title', pageTypeLabel(next));
    } else {
      setSlugEdited(false);
      setField('slug', slugify(values.title));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = addPageBodySchema.safeParse({ storeId, title: values.title, slug, pageType });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.error);
      const own = Object.entries(fieldErrors).filter(([f]) => f in values);
      setErrors(
        own.length > 0
          ? Object.fromEntries(own)
          : { _form: Object.values(fieldErrors)[0] ?? 'Check the form' },
      );
      return;
    }
    create.mutate(parsed.data);
  }

  const address = slug ? storefrontPagePath({ slug, pageType }) : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="create-page-form"
      data-testid="create-page-form"
    >
      <FormField name="title" label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={120}
            data-testid="create-page-title"
            value={values.title}
            onChange={(e) => onTitle(e.target.value)}
          />
        )}
      </FormField>
      <FormField name="pageType" label="Page type" error={errors.pageType}>
        {(control) => (
          <select
            {...control}
            data-testid="create-page-type"
            value={pageType}
            onChange={(e) => onType(e.target.value as CreatablePageType)}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {pageTypeLabel(type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        name="slug"
        label="Slug"
        error={errors.slug}
        hint={
          pageType === 'product'
            ? 'Every product page of the store is drawn with this template.'
            : fixedSlug
              ? `${pageTypeLabel(pageType)} pages always live at ${storefrontPagePath({ slug: fixedSlug, pageType })}.`
              : address
                ? `Your page will live at ${storeDomain ?? ''}${address}.`
                : 'Lowercase letters, digits and hyphens. Made from the title until you change it.'
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
            maxLength={100}
            readOnly={fixedSlug !== null}
            data-testid="create-page-slug"
            value={slug}
            onChange={(e) => {
              setSlugEdited(true);
              setField('slug', e.target.value.toLowerCase().replace(/\s+/g, '-'));
            }}
          />
        )}
      </FormField>
      {errors._form ? (
        <p className="form-error" role="alert" data-testid="form-error">
          {errors._form}
          {planLimit ? (
            <>
              {' '}
              <Link to="/billing">Choose a plan</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <SubmitButton
        pending={create.isPending}
        pendingLabel="Creating page…"
        data-testid="create-page-submit"
      >
        Create page
      </SubmitButton>
    </form>
  );
}
