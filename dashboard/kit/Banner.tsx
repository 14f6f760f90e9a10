/**
 * An inline message that needs reading (a failed save naming what went wrong); toasts are
 * for outcomes that need none.
 */
import './kit.css';
import type { ReactNode } from 'react';

export interface BannerProps {
  tone: 'critical' | 'warning' | 'info';
  title: string;
  children?: ReactNode;
  'data-testid'?: string;
}

export function Banner({ tone, title, children, 'data-testid': testId }: BannerProps) {
  return (
    <div
      className={`kit-banner kit-banner-${tone}`}
      role={tone === 'info' ? 'status' : 'alert'}
      data-testid={testId}
    >
      <p className="kit-banner-title">{title}</p>
      {children}
    </div>
  );
}
