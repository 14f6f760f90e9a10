/**
 * The index screen shape (products, categories, …): a header with the title and one
 * primary action, then the screen's list card(s).
 */
import './kit.css';
import type { ReactNode } from 'react';
import { PageFrame } from './PageFrame';

export interface IndexPageProps {
  title: string;
  /** One sentence under the title. */
  description?: string;
  /** The one primary action (a link button: "Add product"). */
  primaryAction?: ReactNode;
  /** Lesser actions, left of the primary one. */
  secondaryActions?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

export function IndexPage({
  title,
  description,
  primaryAction,
  secondaryActions,
  children,
  'data-testid': testId,
}: IndexPageProps) {
  return (
    <PageFrame
      shape="index"
      heading={
        <>
          <h1>{title}</h1>
          {description ? <p className="muted">{description}</p> : null}
        </>
      }
      actions={
        primaryAction || secondaryActions ? (
          <>
            {secondaryActions}
            {primaryAction}
          </>
        ) : null
      }
      data-testid={testId}
    >
      {children}
    </PageFrame>
  );
}
