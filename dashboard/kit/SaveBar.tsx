/**
 * The contextual save bar: while a form has unsaved changes it covers the top of the
 * screen with "Unsaved changes", Discard and Save (Ctrl/⌘+S saves too). Save submits the
 * form named by `formId`.
 */
import './kit.css';
import { useEffect } from 'react';
import { SubmitButton } from './SubmitButton';

export interface SaveBarProps {
  /** The form Save submits. */
  formId: string;
  /** Shown while true (the form is dirty) or while saving. */
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  /** Defaults to `Save`. */
  saveLabel?: string;
}

export function SaveBar({ formId, dirty, saving, onDiscard, saveLabel = 'Save' }: SaveBarProps) {
  const shown = dirty || saving;

  useEffect(() => {
    if (!shown) return;
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        const form = document.getElementById(formId);
        if (form instanceof HTMLFormElement && !saving) form.requestSubmit();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, formId, saving]);

  if (!shown) return null;
  return (
    <div className="kit-save-bar" role="region" aria-label="Unsaved changes" data-testid="save-bar">
      <p className="kit-save-bar-message">{saving ? 'Saving…' : 'Unsaved changes'}</p>
      <div className="kit-save-bar-actions">
        <button
          type="button"
          className="button button-secondary-dark"
          onClick={onDiscard}
          disabled={saving}
          data-testid="save-bar-discard"
        >
          Discard
        </button>
        <SubmitButton pending={saving} form={formId} data-testid="save-bar-save">
          {saveLabel}
        </SubmitButton>
      </div>
    </div>
  );
}
