/**
 * A settings form's Save in its header: off while saving or with nothing changed, "Saving…"
 * meanwhile. `form` names the form when the button sits outside it.
 */
export interface SaveButtonProps {
  saving: boolean;
  dirty: boolean;
  form?: string;
  'data-testid'?: string;
}

export function SaveButton({ saving, dirty, form, 'data-testid': testId }: SaveButtonProps) {
  return (
    <button
      type="submit"
      form={form}
      className="button button-primary"
      disabled={saving || !dirty}
      data-testid={testId}
    >
      {saving ? 'Saving…' : 'Save'}
    </button>
  );
}
