/**
 * The discount code field of the cart drawer and the checkout: type a code, Apply (or Enter);
 * each entered code is listed with what became of it — applied, or the exact reason it does
 * not apply (expired, minimum not met, not for these products, used up …) — and a button to
 * remove it. Not a <form> (the checkout's form holds it). The list is a polite live region,
 * so a code's outcome is read out where it appears.
 */
import { useId, useState } from 'react';
import { MAX_ENTERED_CODES } from '../../shared';
import type { CodeOutcome } from '../pricing/checkout-summary';
import type { DiscountCodes } from './discount-codes';

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export function DiscountCodeField({
  codes,
  outcomes,
  serverError = null,
  loading = false,
}: {
  codes: DiscountCodes;
  /** What became of each entered code (from the summary); a code not in it is being read. */
  outcomes: CodeOutcome[];
  /** The server's refusal of a code at the last order attempt, shown under the field. */
  serverError?: string | null;
  loading?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = codes.codes.length >= MAX_ENTERED_CODES;

  const apply = () => {
    const code = draft.trim();
    if (!code) return;
    if (!CODE_PATTERN.test(code)) {
      setError('A code holds letters, digits, - and _ only');
      return;
    }
    if (codes.codes.includes(code.toUpperCase())) {
      setError(`${code.toUpperCase()} is already applied`);
      return;
    }
    setError(null);
    codes.add(code);
    setDraft('');
  };
  const message = error ?? serverError;

  return (
    <div className="sf-discount-codes" data-testid="discount-codes">
      <label className="sf-discount-codes__label" htmlFor={`${id}-input`}>
        Discount code
      </label>
      <div className="sf-discount-codes__row">
        <input
          id={`${id}-input`}
          className="sf-input sf-discount-codes__input"
          value={draft}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={full}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          data-testid="discount-code-input"
        />
        <button
          type="button"
          className="sf-btn sf-discount-codes__apply"
          onClick={apply}
          disabled={full || !draft.trim()}
          data-testid="discount-code-apply"
        >
          Apply
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} className="sf-field-error" data-testid="discount-code-error">
          {message}
        </p>
      ) : null}
      <ul className="sf-discount-codes__list" aria-live="polite" aria-label="Discount codes">
        {codes.codes.map((code) => {
          const outcome = outcomes.find((o) => o.code === code);
          const state = !outcome || loading ? 'checking' : outcome.applied ? 'applied' : 'refused';
          return (
            <li
              key={code}
              className={`sf-discount-code sf-discount-code--${state}`}
              data-testid="discount-code"
              data-state={state}
            >
              <span className="sf-discount-code__code">{code}</span>
              <span className="sf-discount-code__note" data-testid="discount-code-note">
                {state === 'checking'
                  ? 'Checking…'
                  : state === 'applied'
                    ? 'Applied'
                    : (outcome?.message ?? 'Does not apply')}
              </span>
              <button
                type="button"
                className="sf-link-button sf-discount-code__remove"
                onClick={() => codes.remove(code)}
                aria-label={`Remove code ${code}`}
                data-testid="discount-code-remove"
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
