/**
 * The resource screen shape (a product, a category): a header with a back link, the title,
 * a status badge and actions (primary on the right, destructive in a menu); the body in
 * cards, main content left and status/organisation right on wide screens, one column on
 * narrow ones.
 */
import './kit.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from './PageFrame';

export interface ResourcePageProps {
  title: string;
  backTo: string;
  /** Where the back link goes, as a noun: "Products". */
  backLabel: string;
  badge?: ReactNode;
  /** Header actions (an ActionMenu, then the primary action). */
  actions?: ReactNode;
  /** Above the columns (a failed save's banner). */
  banner?: ReactNode;
  main: ReactNode;
  aside?: ReactNode;
  'data-testid'?: string;
}

export function ResourcePage({
  title,
  backTo,
  backLabel,
  badge,
  actions,
  banner,
  main,
  aside,
  'data-testid': testId,
}: ResourcePageProps) {
  return (
    <PageFrame
      shape="resource"
      heading={
        <>
          <Link to={backTo} className="kit-back-link" data-testid="back-link">
            <span aria-hidden="true">←</span> {backLabel}
          </Link>
          <div className="kit-title-row">
            <h1>{title}</h1>
            {badge}
          </div>
        </>
      }
      actions={actions}
      data-testid={testId}
    >
      {banner}
      <div className={aside ? 'kit-resource-layout' : 'kit-resource-layout kit-resource-single'}>
        <div className="kit-resource-main">{main}</div>
        {aside ? <div className="kit-resource-aside">{aside}</div> : null}
      </div>
    </PageFrame>
  );
}
