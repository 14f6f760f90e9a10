/**
 * An index screen's search: reports what was typed once typing pauses (debounced) or on
 * Enter; `/` anywhere outside a text field focuses it. Follows `value` when the URL changes
 * (Back, "Clear filters").
 */
import './kit.css';
import { useEffect, useId, useRef, useState } from 'react';

export interface SearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  /** The accessible name: "Search products". */
  label: string;
  placeholder?: string;
  /** Pause before `onSearch`. Defaults to `300` ms. */
  delayMs?: number;
  /** The longest search the API takes. Defaults to `200`. */
  maxLength?: number;
  'data-testid'?: string;
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)
  );
}

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  delayMs = 300,
  maxLength = 200,
  'data-testid': testId,
}: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed under us (Back, Clear filters): show what is in effect.
  useEffect(() => {
    reported.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text;
      onSearchRef.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextEntry(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="kit-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts="/"
        data-testid={testId}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            reported.current = text;
            onSearch(text);
          }
        }}
      />
      <kbd className="kit-search-key" aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
