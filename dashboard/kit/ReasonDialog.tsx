/**
 * A form dialog asking for one required reason before a refusal (rejecting an order's
 * proof, rejecting a platform payment): the consequence, a labelled textarea validated by
 * the shared schema of the request it sends, the server's messages under it or in the banner.
 */
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiErrorInfo } from '../api/read-api-error';
import { FormDialog } from './FormDialog';
import { schemaResolver, type SafeParser } from './schema-resolver';
import { bindFields } from './bind-fields';
import { dialogFailure } from './server-errors';
import { TextAreaField } from './TextField';

interface ReasonForm {
  reason: string;
}

export interface ReasonDialogProps {
  /** The question, naming the object: "Reject the proof of order #1001?". */
  title: string;
  /** The consequence. */
  children: ReactNode;
  /** The schema of the request body and how the reason becomes that body. */
  schema: SafeParser;
  toBody: (reason: string) => unknown;
  /** The body's field that holds the reason. Defaults to `reason`. */
  reasonField?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the (trimmed) reason; call `fail` with a failure to show it in the dialog. */
  onSubmit: (reason: string, fail: (info: ApiErrorInfo) => void) => void;
  onCancel: () => void;
  'data-testid'?: string;
}

export function ReasonDialog({
  title,
  children,
  schema,
  toBody,
  reasonField = 'reason',
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  'data-testid': testId,
}: ReasonDialogProps) {
  const toField = (apiPath: string) => (apiPath === reasonField ? 'reason' : null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReasonForm>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(
      schema,
      (values: ReasonForm) => toBody(values.reason),
      () => toField,
    ),
  });
  const field = bindFields(register, errors);

  const submit = handleSubmit((values) =>
    onSubmit(values.reason.trim(), (info) => {
      const banner = dialogFailure(info, setError, toField);
      if (banner) setError('root', { message: banner });
    }),
  );

  return (
    <FormDialog
      title={title}
      pending={pending}
      onCancel={onCancel}
      data-testid={testId}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      tone="danger"
      submitTestId={testId ? `${testId}-submit` : undefined}
      intro={children}
      formClassName="kit-dialog-form"
      onSubmit={submit}
      rootError={errors.root?.message}
    >
      <TextAreaField label="Reason" required rows={3} {...field('reason')} />
    </FormDialog>
  );
}
