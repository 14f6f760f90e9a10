/**
 * "Send proof of payment" on a bank-transfer order's confirmation: a photo or PDF of the
 * transfer (checked here for type and size, again by the server from its bytes) and the
 * payer reference, sent with a progress bar. Errors show under the field they are about;
 * the rest above the button. On success the caller gets the order as it is now.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  PAYMENT_PROOF_ACCEPT,
  PAYMENT_PROOF_MAX_MB,
  checkProofFile,
  type OrderDto,
} from '../../shared';
import { uploadPaymentProof } from './payment-proof-api';

interface FieldErrors {
  file?: string;
  payerReference?: string;
  form?: string;
}

export interface PaymentProofFormProps {
  storeId: string;
  orderId: string;
  token: string;
  /** The proof was stored: the order as the server answered it. */
  onSent: (order: OrderDto) => void;
  /** The order moved meanwhile (409): read it again. */
  onStale: () => void;
}

export function PaymentProofForm({
  storeId,
  orderId,
  token,
  onSent,
  onStale,
}: PaymentProofFormProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const referenceInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const file = fileInput.current?.files?.[0];
    const payerReference = referenceInput.current?.value.trim() ?? '';
    const fileProblem = checkProofFile(file);
    const referenceProblem =
      payerReference.length > 100 ? 'Payer reference must be at most 100 characters' : null;
    if (fileProblem || referenceProblem || !file) {
      setErrors({
        file: fileProblem ?? undefined,
        payerReference: referenceProblem ?? undefined,
      });
      (fileProblem ? fileInput : referenceInput).current?.focus();
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      const order = await uploadPaymentProof(
        { storeId, orderId, token, payerReference, file },
        (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      );
      setProgress(null);
      onSent(order);
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && error.status === undefined) {
        setErrors({
          form: 'The upload did not reach the store. Check your connection and try again.',
        });
      } else if (error instanceof ApiError) {
        const on = (field: string) => error.details.find((d) => d.field === field)?.message;
        const next: FieldErrors = {
          file: on('file'),
          payerReference: on('payerReference'),
        };
        if (!next.file && !next.payerReference) next.form = error.message;
        setErrors(next);
        if (next.file) fileInput.current?.focus();
        else if (next.payerReference) referenceInput.current?.focus();
        if (error.status === 409) onStale();
      } else {
        setErrors({ form: error instanceof Error ? error.message : 'The upload failed' });
      }
    }
  }

  const described = (field: 'file' | 'payerReference', hint: boolean) =>
    [hint ? `${id}-${field}-hint` : null, errors[field] ? `${id}-${field}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form
      className="sf-proof-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      data-testid="payment-proof-form"
    >
      <h3 id={`${id}-title`}>Send proof of payment</h3>
      <div className={errors.file ? 'sf-field sf-field--invalid' : 'sf-field'}>
        <label htmlFor={`${id}-file`}>
          Receipt of the transfer <span aria-hidden="true">*</span>
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          name="file"
          accept={PAYMENT_PROOF_ACCEPT}
          required
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={described('file', true)}
          disabled={sending}
          onChange={() => setErrors((e) => ({ ...e, file: undefined, form: undefined }))}
          data-testid="proof-file"
        />
        <p id={`${id}-file-hint`} className="sf-field__hint">
          A photo, screenshot or PDF (JPEG, PNG, WebP or PDF), at most {PAYMENT_PROOF_MAX_MB} MB.
        </p>
        {errors.file ? (
          <p id={`${id}-file-error`} className="sf-field__error" data-testid="proof-file-error">
            {errors.file}
          </p>
        ) : null}
      </div>
      <div className={errors.payerReference ? 'sf-field sf-field--invalid' : 'sf-field'}>
        <label htmlFor={`${id}-reference`}>
          Payer reference <span className="sf-field__optional">(optional)</span>
        </label>
        <input
          ref={referenceInput}
          id={`${id}-reference`}
          type="text"
          name="payerReference"
          maxLength={100}
          autoComplete="off"
          aria-invalid={errors.payerReference ? true : undefined}
          aria-describedby={described('payerReference', true)}
          disabled={sending}
          data-testid="proof-reference"
        />
        <p id={`${id}-payerReference-hint`} className="sf-field__hint">
          The name or account the transfer came from, or its reference.
        </p>
        {errors.payerReference ? (
          <p
            id={`${id}-payerReference-error`}
            className="sf-field__error"
            data-testid="proof-reference-error"
          >
            {errors.payerReference}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p className="sf-proof-form__error" role="alert" data-testid="proof-form-error">
          {errors.form}
        </p>
      ) : null}
      {sending ? (
        <div className="sf-proof-form__progress" role="status">
          <progress max={100} value={progress} aria-label="Upload progress" />
          <span>Sending… {progress}%</span>
        </div>
      ) : null}
      <button
        type="submit"
        className="sf-btn sf-checkout__submit"
        disabled={sending}
        data-testid="proof-submit"
      >
        {sending ? 'Sending…' : 'Send proof of payment'}
      </button>
    </form>
  );
}
