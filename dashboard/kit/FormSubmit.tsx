/**
 * A form's end: the form-level error line (`form-error`, for what no field shows) and its
 * submit button, off and relabelled while the request runs; `block` spans the form's width
 * (the account forms).
 */
import './kit.css';
import { SubmitButton } from './SubmitButton';

export interface FormSubmitProps {
  formError: string | null | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
  testId: string;
  block?: boolean;
}

export function FormSubmit({
  formError,
  pending,
  label,
  pendingLabel,
  testId,
  block = false,
}: FormSubmitProps) {
  return (
    <>
      {formError ? (
        <p className="form-error" role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        className={block ? 'button button-primary button-block' : 'button button-primary'}
        data-testid={testId}
      >
        {label}
      </SubmitButton>
    </>
  );
}
