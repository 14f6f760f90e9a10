/**
 * What an index screen shows when there is nothing to list: a heading, one sentence and
 * the one action that fixes it ("Add your first product", "Clear filters").
 */
import './kit.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface EmptyStateProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /**
   * The action as a primary link button ("Go to products"), when it is one: on an empty
   * store's screen it is the screen's one primary action (its header's is not shown).
   */
  link?: { to: string; label: string };
  'data-testid'?: string;
}

export function EmptyState({
  title,
  children,
  action,
  link,
  'data-testid': testId,
}: EmptyStateProps) {
  const shown = link ? (
    <Link to={link.to} className="button button-primary">
      {link.label}
    </Link>
  ) : (
    action
  );
  return (
    <div className="kit-empty" data-testid={testId}>
      <p className="kit-empty-title">{title}</p>
      <p className="muted">{children}</p>
      {shown ? <div className="kit-empty-action">{shown}</div> : null}
    </div>
  );
}
