/**
 * One party on a printed sheet (billed to, ship to): its heading over its address.
 */
import type { ReactNode } from 'react';
import { AddressLines, type AddressLinesProps } from './AddressLines';

export interface PrintPartyProps {
  heading: ReactNode;
  lines: AddressLinesProps['lines'];
  'data-testid'?: string;
}

export function PrintParty({ heading, lines, 'data-testid': testId }: PrintPartyProps) {
  return (
    <div>
      <h2>{heading}</h2>
      <AddressLines lines={lines} data-testid={testId} />
    </div>
  );
}
