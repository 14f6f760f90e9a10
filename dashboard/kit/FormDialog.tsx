/**
 * A dialog that holds one form: the title, an optional sentence before the form, the form
 * itself (its own id, `noValidate`: the shared schema checks it), a failed save the fields
 * do not show (a banner at the top, or the form's root error as a line at the end), and
 * `FormDialogActions` (Cancel, submit) under it. Every form dialog is one of these.
 */
import './kit.css';
import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { Banner } from './Banner';
import { Dialog, type DialogProps } from './Dialog';
import { FormDialogActions, type FormDialogActionsProps } from './FormDialogActions';

export interface FormDialogProps
  extends
    Pick<DialogProps, 'title' | 'size' | 'onCancel' | 'data-testid'>,
    Pick<FormDialogActionsProps, 'pendingLabel' | 'tone'> {
  /** True while the request runs (buttons disabled, Escape ignored). */
  pending: boolean;
  /** The submit button's words and test id. */
  submitLabel: string;
  submitTestId?: string | undefined;
  /** What the action does, above the form. */
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formClassName?: string;
  /** A failed save no field shows, as a banner at the top: `{ title, message }`. */
  failure?: { title: string; message: string | null };
  /** The form's root error (react-hook-form's `errors.root`), as a line at the end. */
  rootError?: string | undefined;
  children: ReactNode;
}

export function FormDialog({
  title,
  size,
  onCancel,
  pending,
  submitLabel,
  submitTestId,
  pendingLabel,
  tone,
  intro,
  onSubmit,
  formClassName,
  failure,
  rootError,
  children,
  'data-testid': testId,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      size={size}
      busy={pending}
      onCancel={onCancel}
      data-testid={testId}
      actions={
        <FormDialogActions
          formId={formId}
          pending={pending}
          onCancel={onCancel}
          label={submitLabel}
          pendingLabel={pendingLabel}
          tone={tone}
          data-testid={submitTestId}
        />
      }
    >
      {intro}
      <form id={formId} noValidate className={formClassName} onSubmit={onSubmit}>
        {failure?.message ? (
          <Banner tone="critical" title={failure.title}>
            {failure.message}
          </Banner>
        ) : null}
        {children}
        {rootError ? (
          <p className="form-error" role="alert">
            {rootError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
