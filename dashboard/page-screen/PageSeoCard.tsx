/**
 * The page's search listing: meta title and description with counters against what a search
 * result shows, saved with update-seo (live at once: SEO fields are not part of the draft).
 * Checked by the API's own schema; the server's refusals land under their fields. Saved from
 * the save bar while there are changes (the one way to save a form); leaving asks first.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { updateSeoBodySchema, type UpdateSeoBody } from '../../shared';
import { pagesApi, type PageEditorDetail } from '../api/pages-api';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import {
  applyServerErrors,
  bindCountedFields,
  Card,
  LeaveGuard,
  samePath,
  schemaResolver,
  SaveBar,
  SeoListingFields,
} from '../kit';

interface SeoValues {
  metaTitle: string;
  metaDescription: string;
}

export function PageSeoCard({ page }: { page: PageEditorDetail }) {
  const queryClient = useQueryClient();
  const toBody = useMemo(
    () =>
      (values: SeoValues): UpdateSeoBody => ({
        storeId: page.storeId,
        pageId: page.pageId,
        metaTitle: values.metaTitle,
        metaDescription: values.metaDescription,
      }),
    [page.storeId, page.pageId],
  );
  const resolver = useMemo(
    () => schemaResolver<SeoValues>(updateSeoBodySchema, toBody, () => samePath),
    [toBody],
  );
  const form = useForm<SeoValues>({
    defaultValues: { metaTitle: page.metaTitle, metaDescription: page.metaDescription },
    resolver,
  });
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  const save = useMutation({
    mutationFn: (values: SeoValues) => pagesApi.updateSeo(toBody(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData<PageEditorDetail>(queryKeys.page(page.pageId), (old) =>
        old ? { ...old, metaTitle: saved.metaTitle, metaDescription: saved.metaDescription } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages(page.storeId) });
      form.reset({ metaTitle: saved.metaTitle, metaDescription: saved.metaDescription });
      toast.success('Search listing saved');
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, form.setError, samePath);
      if (unshown.length) toast.error(unshown.join(' '));
    },
  });
  const counted = bindCountedFields(register, errors, watch);
  const formId = useId();

  return (
    <Card title="Search listing" data-testid="page-seo-card">
      <LeaveGuard when={isDirty && !save.isPending} />
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit((v) => save.mutate(v))(event)}
      >
        <SeoListingFields
          titleLabel="Meta title"
          title={{
            ...counted('metaTitle'),
            hint: `Empty: “${page.title}”.`,
            testId: 'page-meta-title',
          }}
          description={{
            ...counted('metaDescription'),
            testId: 'page-meta-description',
          }}
        />
      </form>
      <SaveBar
        formId={formId}
        dirty={isDirty}
        saving={save.isPending}
        onDiscard={() => form.reset()}
        saveLabel="Save listing"
      />
    </Card>
  );
}
