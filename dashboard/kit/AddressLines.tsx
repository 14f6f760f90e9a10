/**
 * An address (a customer's, an invoice's parties) as an `<address>` of one span a line;
 * a missing line (`null`: a phone the customer did not give) is left out.
 */
export interface AddressLinesProps {
  lines: (string | null | undefined)[];
  className?: string;
  'data-testid'?: string;
}

export function AddressLines({ lines, className, 'data-testid': testId }: AddressLinesProps) {
  return (
    <address className={className} data-testid={testId}>
      {lines.map((line, i) => (line == null ? null : <span key={i}>{line}</span>))}
    </address>
  );
}
