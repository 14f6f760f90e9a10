/**
 * What an index screen shows when there is nothing to list: a heading, one sentence and
 * the one action that fixes it ("Add your first product", "Clear filters").
 */
import './kit.css';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}

export function EmptyState({ title, children, action, 'data-testid': testId }: EmptyStateProps) {
  return (
    <div className="kit-empty" data-testid={testId}>
      <p className="kit-empty-title">{title}</p>
      <p className="muted">{children}</p>
      {action ? <div className="kit-empty-action">{action}</div> : null}
    </div>
  );
}
