/**
 * A card: one titled section of a screen's body (a resource page's "Pricing", "Status").
 */
import './kit.css';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface CardProps {
  title?: string;
  /** Beside the title (a small action such as "Add option"). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function Card({ title, actions, children, className, 'data-testid': testId }: CardProps) {
  const headingId = useId();
  return (
    <section
      className={`card kit-card${className ? ` ${className}` : ''}`}
      aria-labelledby={title ? headingId : undefined}
      data-testid={testId}
    >
      {title || actions ? (
        <div className="kit-card-header">
          {title ? <h2 id={headingId}>{title}</h2> : null}
          {actions ? <div className="kit-card-actions">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
