/**
 * The frame of a catalogue editor's form (a product, a category): the resource page with
 * "View on store", "Delete …" in the actions menu and Save; a failed save's banner; the
 * save bar while dirty and the leave guard. The editor gives its cards and its dialogs.
 * Test ids follow the noun: `product-form`, `product-save`, `product-save-error`,
 * `product-editor`, `delete-product`.
 */
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { ActionMenu, Banner, LeaveGuard, ResourcePage, SaveBar } from '../kit';

export interface EditorFailure {
  title: string;
  lines: string[];
  /** Under the lines (a link to the Billing page). */
  footer?: ReactNode;
}

export interface EditorFormProps {
  noun: 'product' | 'category' | 'discount';
  /** The form's submit handler (react-hook-form's `handleSubmit(…)`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  backTo: string;
  backLabel: string;
  badge?: ReactNode;
  /** The item's page on the store, when it has one. */
  storeLink: string | null;
  viewLinkTestId?: string;
  /** Opens the delete confirmation; absent while adding. */
  onDelete: (() => void) | null;
  /** Whether a stored item is edited (Save waits for a change). */
  editing: boolean;
  dirty: boolean;
  saving: boolean;
  failure: EditorFailure | null;
  onDiscard: () => void;
  main: ReactNode;
  aside: ReactNode;
  /** After the form: its dialogs. */
  children?: ReactNode;
}

export function EditorForm({
  noun,
  onSubmit,
  title,
  backTo,
  backLabel,
  badge,
  storeLink,
  viewLinkTestId,
  onDelete,
  editing,
  dirty,
  saving,
  failure,
  onDiscard,
  main,
  aside,
  children,
}: EditorFormProps) {
  const formId = useId();
  return (
    <>
      <form
        id={formId}
        noValidate
        className="product-form"
        data-testid={`${noun}-form`}
        onSubmit={onSubmit}
      >
        <ResourcePage
          title={title}
          backTo={backTo}
          backLabel={backLabel}
          badge={badge}
          actions={
            <>
              {storeLink ? (
                <a
                  className="button button-secondary"
                  href={storeLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid={viewLinkTestId}
                >
                  View on store<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
              {onDelete ? (
                <ActionMenu
                  actions={[
                    {
                      label: `Delete ${noun}`,
                      tone: 'danger',
                      onSelect: onDelete,
                      'data-testid': `delete-${noun}`,
                    },
                  ]}
                />
              ) : null}
            </>
          }
          banner={
            failure ? (
              <Banner tone="critical" title={failure.title} data-testid={`${noun}-save-error`}>
                <ul>
                  {failure.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {failure.footer}
              </Banner>
            ) : null
          }
          main={main}
          aside={aside}
          data-testid={`${noun}-editor`}
        />
        {/* The one way to save: shown while there are changes, and from the start for a new item. */}
        <SaveBar formId={formId} dirty={dirty || !editing} saving={saving} onDiscard={onDiscard} />
      </form>
      <LeaveGuard when={dirty && !saving} />
      {children}
    </>
  );
}
