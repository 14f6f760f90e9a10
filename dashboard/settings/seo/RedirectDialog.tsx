/**
 * Adding or editing a URL redirect: from (a path of the store) and to (a path or an http(s)
 * address), checked by the shared add/update schema; the server's refusals (a redirect from
 * that path already, a loop) land under their fields.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { addRedirectBodySchema, updateRedirectBodySchema, type UrlRedirect } from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import { dialogFailure, FormDialog, samePath, schemaResolver, TextField } from '../../kit';
import { seoApi } from './seo-api';

interface RedirectValues {
  fromPath: string;
  toPath: string;
}

export interface RedirectDialogProps {
  storeId: string;
  /** The redirect to edit; absent: a new one. */
  redirect?: UrlRedirect | undefined;
  onSaved: (redirect: UrlRedirect) => void;
  onCancel: () => void;
}

export function RedirectDialog({ storeId, redirect, onSaved, onCancel }: RedirectDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const toBody = (v: RedirectValues) =>
    redirect
      ? { storeId, redirectId: redirect.id, fromPath: v.fromPath, toPath: v.toPath }
      : { storeId, fromPath: v.fromPath, toPath: v.toPath };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RedirectValues>({
    defaultValues: { fromPath: redirect?.fromPath ?? '', toPath: redirect?.toPath ?? '' },
    resolver: schemaResolver<RedirectValues>(
      redirect ? updateRedirectBodySchema : addRedirectBodySchema,
      toBody,
      () => samePath,
    ),
  });
  const save = useMutation({
    mutationFn: (v: RedirectValues) =>
      redirect
        ? seoApi.updateRedirect({
            storeId,
            redirectId: redirect.id,
            fromPath: v.fromPath,
            toPath: v.toPath,
          })
        : seoApi.addRedirect({ storeId, fromPath: v.fromPath, toPath: v.toPath }),
    onSuccess: (saved) => {
      toast.success(`Redirect from ${saved.fromPath} saved`);
      onSaved(saved);
    },
    onError: (error) => {
      setFailure(dialogFailure(readApiError(error), setError, samePath));
    },
  });

  return (
    <FormDialog
      title={redirect ? `Edit the redirect from ${redirect.fromPath}` : 'Add redirect'}
      pending={save.isPending}
      onCancel={onCancel}
      data-testid="redirect-dialog"
      submitLabel={redirect ? 'Save redirect' : 'Add redirect'}
      submitTestId="redirect-save"
      formClassName="seo-redirect-form"
      onSubmit={handleSubmit((v) => {
        setFailure(null);
        save.mutate(v);
      })}
      failure={{ title: 'The redirect was not saved', message: failure }}
    >
      {redirect?.automatic ? (
        <p className="muted">Made when a URL changed. Once you edit it, it counts as your own.</p>
      ) : null}
      <TextField
        label="From (old path)"
        required
        error={errors.fromPath?.message}
        hint="A path on your store, like /old-collection. Without the domain or a ?query."
        autoComplete="off"
        spellCheck={false}
        maxLength={1000}
        placeholder="/old-path"
        data-testid="redirect-from-input"
        {...register('fromPath')}
      />
      <TextField
        label="To"
        required
        error={errors.toPath?.message}
        hint="A path on your store (/collection/summer) or a full address (https://…)."
        autoComplete="off"
        spellCheck={false}
        maxLength={1000}
        placeholder="/new-path"
        data-testid="redirect-to-input"
        {...register('toPath')}
      />
    </FormDialog>
  );
}
