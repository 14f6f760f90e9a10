/**
 * Adding or editing a URL redirect: from (a path of the store) and to (a path or an http(s)
 * address), checked by the shared add/update schema; the server's refusals (a redirect from
 * that path already, a loop) land under their fields.
 */
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { addRedirectBodySchema, updateRedirectBodySchema, type UrlRedirect } from '../../../shared';
import {
  bindFields,
  FormDialog,
  samePath,
  schemaResolver,
  TextField,
  useDialogSave,
} from '../../kit';
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
  const field = bindFields(register, errors);
  const { save, failure, submit } = useDialogSave({
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
    setError,
    toFieldPath: samePath,
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
      onSubmit={handleSubmit(submit)}
      failure={{ title: 'The redirect was not saved', message: failure }}
    >
      {redirect?.automatic ? (
        <p className="muted">Made when a URL changed. Once you edit it, it counts as your own.</p>
      ) : null}
      <TextField
        label="From (old path)"
        required
        hint="A path on your store, like /old-collection. Without the domain or a ?query."
        autoComplete="off"
        spellCheck={false}
        maxLength={1000}
        placeholder="/old-path"
        data-testid="redirect-from-input"
        {...field('fromPath')}
      />
      <TextField
        label="To"
        required
        hint="A path on your store (/collection/summer) or a full address (https://…)."
        autoComplete="off"
        spellCheck={false}
        maxLength={1000}
        placeholder="/new-path"
        data-testid="redirect-to-input"
        {...field('toPath')}
      />
    </FormDialog>
  );
}
