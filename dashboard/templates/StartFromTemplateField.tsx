/**
 * The create-store form's optional "Start from a template" choice: the new store's starter
 * pages, or one of the gallery's templates (applied as drafts once the store exists). Hidden
 * when the list cannot be loaded: the store can be created without it.
 */
import { useQuery } from '@tanstack/react-query';
import { FormField } from '../kit';
import { templateQueries } from './templates-queries';

export interface StartFromTemplateFieldProps {
  /** '' for the starter pages. */
  value: string;
  onChange: (templateId: string) => void;
}

export function StartFromTemplateField({ value, onChange }: StartFromTemplateFieldProps) {
  const query = useQuery(templateQueries.list());
  if (query.isError) return null;
  return (
    <FormField
      name="templateId"
      label="Start from a template (optional)"
      hint={
        <>
          Its pages are saved as drafts for you to edit and publish.{' '}
          <a href="/theme-home" target="_blank" rel="noreferrer">
            See the templates
          </a>
        </>
      }
    >
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={query.isPending}
          onChange={(e) => onChange(e.target.value)}
          data-testid="create-store-template"
        >
          <option value="">No template: simple starter pages</option>
          {query.data?.templates.map((t) => (
            <option key={t.templateId} value={t.templateId}>
              {t.name}
            </option>
          ))}
          {/* A template named by the address (from the gallery's sign-up) before the list loads. */}
          {query.isPending && value ? <option value={value}>{value}</option> : null}
        </select>
      )}
    </FormField>
  );
}
