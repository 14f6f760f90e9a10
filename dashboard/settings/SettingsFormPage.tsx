/**
 * A store settings screen as one form (store details, payment, checkout, Facebook ads): the
 * resource shape back to the dashboard, the refused save's banner, the cards, the save bar
 * while dirty (the one way to save a form: no Save in the header), and the leave guard. The screen keeps its form
 * (`useSettingsForm` or its own) and hands in the submit, the state and the cards.
 */
import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { LeaveGuard, ResourcePage, SaveBar } from '../kit';
import { SaveFailure } from './SaveFailure';

/** The form's state the page shows (`useSettingsForm`'s `page`). */
export interface SettingsFormState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  dirty: boolean;
  onDiscard: () => void;
  /** The refused save's lines no field shows. */
  failure: string[] | null;
}

export interface SettingsFormPageProps extends SettingsFormState {
  title: string;
  badge?: ReactNode;
  /** Test ids: the page, its form, the refused save's banner. */
  testId: string;
  formTestId: string;
  failureTestId: string;
  /** The refused save's banner title. */
  failureTitle: string;
  /** More banner under the failure (what the screen must always say). */
  notice?: ReactNode;
  main: ReactNode;
  aside?: ReactNode;
  /** Outside the form: confirmation dialogs. */
  children?: ReactNode;
}

export function SettingsFormPage(props: SettingsFormPageProps) {
  const formId = useId();
  const { saving, dirty } = props;
  const failure = (
    <SaveFailure
      title={props.failureTitle}
      failure={props.failure}
      data-testid={props.failureTestId}
    />
  );
  return (
    <>
      <form id={formId} noValidate data-testid={props.formTestId} onSubmit={props.onSubmit}>
        <ResourcePage
          title={props.title}
          backTo="/dashboard"
          backLabel="Dashboard"
          badge={props.badge}
          banner={
            props.notice ? (
              <>
                {failure}
                {props.notice}
              </>
            ) : (
              failure
            )
          }
          main={props.main}
          aside={props.aside}
          data-testid={props.testId}
        />
        <SaveBar formId={formId} dirty={dirty} saving={saving} onDiscard={props.onDiscard} />
      </form>
      <LeaveGuard when={dirty && !saving} />
      {props.children}
    </>
  );
}
