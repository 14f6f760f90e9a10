/**
 * The brand at the top left of every frame: the "S" mark and the product's name (visually
 * hidden in the dashboard, where the store's name follows), linking home.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function BrandLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="brand">
      <span className="brand-mark" aria-hidden="true">
        S
      </span>
      {children}
    </Link>
  );
}
