/**
 * Choosing a zone's countries: the chosen ones as chips (each removable), a search box that
 * narrows a list of labelled checkboxes (Enter adds the first match), and the countries
 * other zones hold shown but disabled, naming their zone. Keyboard: Tab, Space, Enter.
 */
import { useId, useMemo, useState } from 'react';
import { countOf, countryName, countryOptions } from '../../shared';

export interface CountryPickerProps {
  value: string[];
  onChange: (codes: string[]) => void;
  /** Country code -> the name of the other zone that lists it. */
  taken: ReadonlyMap<string, string>;
  error?: string | undefined;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function CountryPicker({ value, onChange, taken, error }: CountryPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const matches = useMemo(() => {
    const q = fold(search.trim());
    return countryOptions().filter(
      (c) => !q || fold(c.name).includes(q) || c.code.toLowerCase() === q,
    );
  }, [search]);
  const toggle = (code: string) =>
    onChange(chosen.has(code) ? value.filter((c) => c !== code) : [...value, code]);

  return (
    <fieldset
      className={`country-picker${error ? ' country-picker-invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : `${id}-count`}
      data-testid="country-picker"
    >
      <legend>
        Countries <span className="muted">(shoppers there get this zone&apos;s rates)</span>
      </legend>
      {value.length ? (
        <ul className="country-chips" aria-label="Chosen countries" data-testid="chosen-countries">
          {value.map((code) => (
            <li key={code} className="country-chip">
              {countryName(code)}
              <button
                type="button"
                className="country-chip-remove"
                aria-label={`Remove ${countryName(code)}`}
                onClick={() => toggle(code)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-count`} className="muted" aria-live="polite">
        {value.length === 0
          ? 'No country chosen yet.'
          : `${countOf(value.length, 'country', 'countries')} chosen.`}
      </p>
      <label htmlFor={`${id}-search`}>Search countries</label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        placeholder="Type a country name or code"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const first = matches.find((c) => !chosen.has(c.code) && !taken.has(c.code));
          if (first) {
            onChange([...value, first.code]);
            setSearch('');
          }
        }}
        aria-describedby={`${id}-search-hint`}
        data-testid="country-search"
      />
      <p id={`${id}-search-hint`} className="field-hint">
        Enter adds the first match.
      </p>
      <div className="country-list" role="group" aria-label="Countries" data-testid="country-list">
        {matches.length === 0 ? <p className="muted">No country matches “{search}”.</p> : null}
        {matches.map((c) => {
          const other = taken.get(c.code);
          return (
            <label key={c.code} className={other ? 'country-option is-taken' : 'country-option'}>
              <input
                type="checkbox"
                checked={chosen.has(c.code)}
                disabled={Boolean(other) && !chosen.has(c.code)}
                onChange={() => toggle(c.code)}
              />{' '}
              {c.name}
              {other ? <span className="muted"> (in {other})</span> : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
