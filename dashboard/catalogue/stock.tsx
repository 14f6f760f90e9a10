/**
 * How a stock state reads on the catalogue screens: a badge per state of `stockState`.
 */
import type { StockState } from '../../shared';
import { Badge, StateBadge, type BadgeWord } from '../kit';

const labels: Record<StockState, BadgeWord> = {
  in_stock: { label: 'In stock', tone: 'success' },
  low_stock: { label: 'Low stock', tone: 'warning' },
  out_of_stock: { label: 'Out of stock', tone: 'critical' },
  untracked: { label: 'Not tracked', tone: 'neutral' },
};

export const stockStateLabels: Record<StockState, string> = {
  in_stock: labels.in_stock.label,
  low_stock: labels.low_stock.label,
  out_of_stock: labels.out_of_stock.label,
  untracked: labels.untracked.label,
};

export function StockBadge({ state }: { state: StockState }) {
  return <StateBadge word={labels[state]} data-testid="stock-badge" />;
}

export function StatusBadge({ status }: { status: 'draft' | 'active' }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'} data-testid="status-badge">
      {status === 'active' ? 'Active' : 'Draft'}
    </Badge>
  );
}
