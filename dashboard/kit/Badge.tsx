/**
 * A small status pill: `success` (active, in stock), `neutral` (draft), `warning` (low
 * stock, unsaved), `critical` (out of stock), `info` (on sale).
 */
import './kit.css';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'neutral' | 'warning' | 'critical' | 'info';

/** How one state reads as a badge: its words and its tone (a status's entry in a table). */
export interface BadgeWord {
  label: string;
  tone: BadgeTone;
}

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  'data-testid'?: string;
}

export function Badge({ tone, children, 'data-testid': testId }: BadgeProps) {
  return (
    <span className={`kit-badge kit-badge-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
