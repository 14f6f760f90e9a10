/**
 * The proof of payment form of an invoice: the file (a JPEG, PNG or WebP image or a PDF,
 * checked in the browser with the shared rule before sending; the server checks its bytes)
 * and the payer reference (the shared schema), sent with a progress bar. Server messages land
 * under their field; the rest (a 409: a proof is already waiting) in the banner.
 * On success the summary the server answers replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  PAYMENT_PROOF_ACCEPT,
  PAYMENT_PROOF_FILE_FIELD,
  PAYMENT_PROOF_MAX_MB,
  checkProofFile,
  subscriptionProofFieldsSchema,
  type BillingSummary,
} from '../../shared';
import { readApiError } from '../api/read-api-error';
import {
  applyServerErrors,
  Banner,
  bindFields,
  FormField,
  schemaResolver,
  SubmitButton,
  TextField,
} from '../kit';
import { billingApi } from './billing-api';
import { billingKeys, invalidateBilling } from './billing-queries';

interface ProofFormValues {
  payerReference: string;
}

export interface ProofFormProps {
  invoiceId: string;
  /** The submit button's words. Defaults to `Send proof`. */
  submitLabel?: string;
  onSent?: (summary: BillingSummary) => void;
}

const toFormField = (field: string) => (field === 'payerReference' ? field : null);

export function ProofForm({ invoiceId, submitLabel = 'Send proof', onSent }: ProofFormProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProofFormValues>({
    defaultValues: { payerReference: '' },
    resolver: schemaResolver(
      subscriptionProofFieldsSchema,
      (values: ProofFormValues) => ({ invoiceId, payerReference: values.payerReference }),
      () => toFormField,
    ),
  });
  const field = bindFields(register, errors);

  const upload = useMutation({
    mutationFn: (vars: { payerReference: string; file: File }) =>
      billingApi.uploadProof(
        { invoiceId, payerReference: vars.payerReference },
        vars.file,
        (sent, total) => setProgress({ sent, total }),
      ),
    onSuccess: async (summary) => {
      queryClient.setQueryData(billingKeys.summary, summary);
      toast.success('Payment proof sent');
      onSent?.(summary);
      await invalidateBilling(queryClient);
    },
    onError: (error) => {
      const info = readApiError(error);
      const { [PAYMENT_PROOF_FILE_FIELD]: fileMessage, ...rest } = info.fieldErrors;
      if (fileMessage) setFileError(fileMessage);
      const unshown = applyServerErrors({ fieldErrors: rest }, setError, toFormField);
      if (unshown.length || (!fileMessage && !Object.keys(rest).length)) {
        setError('root', { message: unshown.join(' ') || info.message });
      }
    },
    onSettled: () => setProgress(null),
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const problem = checkProofFile(file);
    setFileError(problem);
    void handleSubmit((values) => {
      if (problem || !file) return;
      upload.mutate({ payerReference: values.payerReference.trim(), file });
    })(event);
  };

  const percent =
    progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="billing-proof-form"
      data-testid="billing-proof-form"
    >
      <FormField
        name="file"
        label="Proof of payment"
        required
        error={fileError ?? undefined}
        hint={`A photo, screenshot or PDF of your transfer (JPEG, PNG, WebP or PDF), at most ${PAYMENT_PROOF_MAX_MB} MB.`}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={PAYMENT_PROOF_ACCEPT}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              // Told at once: a file that is too large or of another kind is never sent.
              setFileError(chosen ? checkProofFile(chosen) : null);
            }}
          />
        )}
      </FormField>
      <TextField
        label="Payer reference"
        required
        hint="The name or account the transfer came from, or your bank's transaction number."
        autoComplete="off"
        {...field('payerReference')}
      />
      {errors.root?.message ? (
        <Banner tone="critical" title="The proof was not sent" data-testid="proof-form-error">
          <p>{errors.root.message}</p>
        </Banner>
      ) : null}
      {upload.isPending ? (
        <div className="billing-progress" role="status" data-testid="proof-progress">
          <progress max={100} value={percent} aria-label="Upload progress" />
          <span>Uploading… {percent}%</span>
        </div>
      ) : null}
      <div className="billing-actions">
        <SubmitButton pending={upload.isPending} pendingLabel="Sending…" data-testid="proof-submit">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
