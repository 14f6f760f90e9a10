/**
 * A card of a few settings read from and saved to the API as one record (a store's review
 * settings, its recovery emails): "Loading your …" then the form, or the read's error with Try
 * again; the fields edit a draft, Save is enabled once the draft differs from what was read,
 * the saved answer replaces the cached one with a toast, and a refused save shows its message.
 * The fields themselves come from `children(draft, change)`.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { readApiError } from '../api/read-api-error';
import { Card } from './Card';
import { QueryError } from './QueryError';
import { SubmitButton } from './SubmitButton';

export interface SettingsCardProps<T extends object, K extends QueryKey> {
  title: string;
  /** What loads, as the messages say it: "your review settings". */
  what: string;
  /** The settings' query (its key is where a save's answer goes). */
  query: UseQueryOptions<T, Error, T, K>;
  /** Saves the draft; answers the settings as saved. */
  save: (draft: T) => Promise<T>;
  /** The toast once saved: "Review settings saved". */
  saved: string;
  /** The form's class (its layout). */
  className?: string;
  'data-testid'?: string;
  /** The Save button's test id. */
  saveTestId?: string;
  children: (draft: T, change: (patch: Partial<T>) => void) => ReactNode;
}

export function SettingsCard<T extends object, K extends QueryKey>({
  title,
  what,
  query,
  save: saveSettings,
  saved,
  className,
  'data-testid': testId,
  saveTestId,
  children,
}: SettingsCardProps<T, K>) {
  const queryClient = useQueryClient();
  const settings = useQuery(query);
  const [draft, setDraft] = useState<T | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData<T>(query.queryKey, answer);
      toast.success(saved);
    },
  });
  const read = settings.data;
  const changed =
    draft !== null &&
    read !== undefined &&
    (Object.keys(draft) as (keyof T)[]).some((key) => draft[key] !== read[key]);
  return (
    <Card title={title} data-testid={testId}>
      {settings.isError ? (
        <QueryError what={what} query={settings} />
      ) : !draft ? (
        <p className="muted" role="status" aria-busy="true">
          Loading {what}…
        </p>
      ) : (
        <form
          className={className}
          onSubmit={(event) => {
            event.preventDefault();
            if (changed) save.mutate(draft);
          }}
        >
          {children(draft, (patch) => setDraft({ ...draft, ...patch }))}
          {save.isError ? (
            <p className="field-error" role="alert">
              {readApiError(save.error).message}
            </p>
          ) : null}
          <div>
            <SubmitButton pending={save.isPending} disabled={!changed} data-testid={saveTestId}>
              Save
            </SubmitButton>
          </div>
        </form>
      )}
    </Card>
  );
}
