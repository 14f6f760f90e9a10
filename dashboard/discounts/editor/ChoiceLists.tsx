/**
 * The discount editor's choices of what it points at, controlled (the form holds the ids, so a
 * chosen entry hidden by the filter stays chosen):
 * - `ChoiceList`: checkboxes over a set the dashboard holds whole (categories, shipping
 *   zones), with a filter when there are more than 8.
 * - `ProductChoice`: the chosen products (checked, by name), then a search of the store's
 *   catalogue to choose more (by name or SKU, the first 20 matches by name, a chosen one
 *   checked there too): a store of thousands
 *   of products is searched on the server, never listed whole. Names found are handed up
 *   (`onLearn`) so the summary sentence can say them.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productQueries } from '../../catalogue/catalogue-queries';
import { FieldError, QueryError, useDebouncedValue } from '../../kit';

interface ChoiceProps {
  legend: string;
  /** The form field's name (its errors and focus). */
  name: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
  testId: string;
}

const toggled = (ids: readonly string[], id: string, on: boolean) =>
  on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id);

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (id: string, on: boolean) => void;
}) {
  return (
    <li>
      <label>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(id, e.target.checked)} />{' '}
        {label}
      </label>
    </li>
  );
}

export function ChoiceList({
  legend,
  names,
  name,
  value,
  onChange,
  error,
  testId,
}: ChoiceProps & { names: ReadonlyMap<string, string> }) {
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const entries = [...names].filter(([, label]) => label.toLowerCase().includes(wanted));
  const toggle = (id: string, on: boolean) => onChange(toggled(value, id, on));
  return (
    <fieldset className="discounts-choices" data-testid={testId}>
      <legend>{legend}</legend>
      {names.size > 8 ? (
        <input
          type="search"
          className="discounts-choices__filter"
          aria-label={`Filter: ${legend}`}
          placeholder="Filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      ) : null}
      {names.size === 0 ? <p className="muted">None yet.</p> : null}
      <ul>
        {entries.map(([id, label]) => (
          <Check key={id} id={id} label={label} checked={value.includes(id)} onChange={toggle} />
        ))}
      </ul>
      <FieldError id={`${testId}-error`} error={error} name={name} />
    </fieldset>
  );
}

/** How many matches a search shows. */
const SEARCH_SIZE = 20;

export function ProductChoice({
  storeId,
  names,
  onLearn,
  legend,
  name,
  value,
  onChange,
  error,
  testId,
}: ChoiceProps & {
  storeId: string;
  names: ReadonlyMap<string, string>;
  onLearn: (found: readonly { id: string; name: string }[]) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const found = useQuery(
    productQueries.list({
      storeId,
      page: 0,
      size: SEARCH_SIZE,
      sort: 'name_asc',
      search: query || undefined,
    }),
  );
  const results = found.data?.content ?? [];
  const toggle = (id: string, on: boolean) => {
    const product = found.data?.content.find((p) => p.id === id);
    if (on && product) onLearn([{ id, name: product.name }]);
    onChange(toggled(value, id, on));
  };
  const more = (found.data?.totalElements ?? 0) > SEARCH_SIZE;
  return (
    <fieldset className="discounts-choices" data-testid={testId}>
      <legend>{legend}</legend>
      <p className="discounts-choices__label" aria-hidden="true">
        Chosen ({value.length})
      </p>
      {value.length ? (
        <ul
          className="discounts-choices__chosen"
          aria-label={`Chosen: ${legend}`}
          data-testid={`${testId}-chosen`}
        >
          {value.map((id) => (
            <Check
              key={id}
              id={id}
              label={names.get(id) ?? 'A product no longer in the catalogue'}
              checked
              onChange={toggle}
            />
          ))}
        </ul>
      ) : (
        <p className="muted">None chosen yet: search for them below.</p>
      )}
      <p className="discounts-choices__label" aria-hidden="true">
        From the catalogue
      </p>
      <input
        type="search"
        className="discounts-choices__filter"
        aria-label={`Search: ${legend}`}
        placeholder="Search by name or SKU"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid={`${testId}-search`}
      />
      {found.isError ? (
        <QueryError what="the products" query={found} />
      ) : !found.data ? (
        <p className="muted" aria-busy="true">
          Loading products…
        </p>
      ) : results.length === 0 ? (
        <p className="muted">{query ? `No product matches “${query}”.` : 'No products yet.'}</p>
      ) : (
        <ul aria-label={`Matches: ${legend}`} data-testid={`${testId}-matches`}>
          {results.map((p) => (
            <Check
              key={p.id}
              id={p.id}
              label={p.name}
              checked={value.includes(p.id)}
              onChange={toggle}
            />
          ))}
        </ul>
      )}
      {more && results.length ? (
        <p className="muted">The first {SEARCH_SIZE} by name: type more to narrow them.</p>
      ) : null}
      <FieldError id={`${testId}-error`} error={error} name={name} />
    </fieldset>
  );
}
