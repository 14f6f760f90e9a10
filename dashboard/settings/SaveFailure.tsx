/**
 * A settings form's refused save (`useSettingsForm`'s `failure`): the lines no field shows,
 * in a critical banner above the form; nothing while the save has not failed.
 */
import { Banner } from '../kit';

export interface SaveFailureProps {
  /** "The pixel was not saved". */
  title: string;
  failure: string[] | null;
  'data-testid'?: string;
}

export function SaveFailure({ title, failure, 'data-testid': testId }: SaveFailureProps) {
  if (!failure) return null;
  return (
    <Banner tone="critical" title={title} data-testid={testId}>
      <ul>
        {failure.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Banner>
  );
}
