/**
 * A settings form's Save in its header: off while saving or with nothing changed, "Saving…"
 * meanwhile. `form` names the form when the button sits outside it.
 */
import { SubmitButton } from '../kit';

export interface SaveButtonProps {
  saving: boolean;
  dirty: boolean;
  form?: string;
  'data-testid'?: string;
}

export function SaveButton({ saving, dirty, form, 'data-testid': testId }: SaveButtonProps) {
  return (
    <SubmitButton pending={saving} disabled={!dirty} form={form} data-testid={testId}>
      Save
    </SubmitButton>
  );
}
