/**
 * A table's horizontal scroller (a phone shows a wide table by scrolling it): a named region
 * in the tab order, so a keyboard reaches it and its arrow keys scroll it (axe's
 * scrollable-region-focusable), with its screen-reader text kept inside (kit.css).
 */
import './kit.css';
import type { ReactNode } from 'react';

export function TableScroll({
  label,
  className,
  children,
}: {
  /** What the region holds: its table's caption. */
  label: string;
  /** A class of the caller's besides `table-scroll`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
