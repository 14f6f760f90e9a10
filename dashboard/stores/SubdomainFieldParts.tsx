/**
 * What every subdomain field shares (create a store, change a store's subdomain): the input's
 * typing props, the lower-casing as typed, and the live availability line as the field's hint
 * (`useSubdomainAvailability`).
 */
import type { ReactNode } from 'react';
import type { AvailabilityLine } from './use-subdomain-availability';

/** Props of the subdomain `<input>`: a host name, not a word to correct or capitalise. */
export const subdomainInputProps = {
  type: 'text',
  inputMode: 'url',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/** The field's value as typed: lower-cased, without spaces. */
export const asTypedSubdomain = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/** The availability line, announced politely; `fallback` while there is none. */
export function SubdomainAvailabilityHint({
  line,
  fallback,
}: {
  line: AvailabilityLine | null;
  fallback: ReactNode;
}) {
  if (!line) return <>{fallback}</>;
  return (
    <span
      className={`availability availability-${line.tone}`}
      data-testid="subdomain-availability"
      aria-live="polite"
    >
      {line.text}
    </span>
  );
}
