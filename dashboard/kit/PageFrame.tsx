/**
 * What the screen shapes share (`IndexPage`, `ResourcePage`): the page, its header (the
 * heading, then the actions when there are any) and the body below.
 */
import './kit.css';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  /** The shape's class: `kit-index-page`, `kit-resource-page`. */
  shape: 'index' | 'resource';
  heading: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  'data-testid'?: string | undefined;
}

export function PageFrame({
  shape,
  heading,
  actions,
  children,
  'data-testid': testId,
}: PageFrameProps) {
  return (
    <div className={`kit-page kit-${shape}-page`} data-testid={testId}>
      <header className="kit-page-header">
        <div className="kit-page-heading">{heading}</div>
        {actions ? <div className="kit-page-actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
