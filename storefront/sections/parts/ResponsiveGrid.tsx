/**
 * A grid whose column count follows the spec's rules: in the storefront, viewport
 * breakpoints (from 320 px mobile columns gap 6, from 768 px tablet gap 16, from 1024 px
 * desktop gap 12) in CSS, so server HTML is already right; in builder mode, the chosen screen.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useStorefront, type ScreenSize } from '../../context/storefront-context';

export interface Columns {
  desktop: number;
  tablet: number;
  mobile: number;
}

export const screenGaps: Record<ScreenSize, number> = { mobile: 6, tablet: 16, desktop: 12 };

export function ResponsiveGrid({
  columns,
  children,
  className,
  testId,
  as: Tag = 'div',
}: {
  columns: Columns;
  children: ReactNode;
  className?: string;
  testId?: string;
  as?: 'div' | 'ul';
}) {
  const { viewMode, screenSize } = useStorefront();
  const style = {
    '--sf-cols-mobile': columns.mobile,
    '--sf-cols-tablet': columns.tablet,
    '--sf-cols-desktop': columns.desktop,
    ...(viewMode === 'builder'
      ? { '--sf-cols': columns[screenSize], '--sf-gap': `${screenGaps[screenSize]}px` }
      : {}),
  } as CSSProperties;
  const modeClass = viewMode === 'builder' ? 'sf-grid--fixed' : 'sf-grid--responsive';
  return (
    <Tag
      className={`sf-grid ${modeClass}${className ? ` ${className}` : ''}`}
      style={style}
      data-testid={testId}
    >
      {children}
    </Tag>
  );
}
