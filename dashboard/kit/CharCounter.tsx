/**
 * A text field's length against the limit a search result (or another reader) shows:
 * "42/60", red past the limit, read out politely with what being over means.
 */
import './kit.css';

export interface CharCounterProps {
  length: number;
  limit: number;
  'data-testid'?: string;
}

export function CharCounter({ length, limit, 'data-testid': testId }: CharCounterProps) {
  return (
    <span
      className={length > limit ? 'field-counter field-counter-over' : 'field-counter'}
      aria-live="polite"
      data-testid={testId}
    >
      {length}/{limit}
      <span className="visually-hidden">
        {' '}
        characters{length > limit ? ', more than search results show' : ''}
      </span>
    </span>
  );
}
