/**
 * How a stock state reads on the catalogue screens: a badge per state of `stockState`.
 */
import type { StockState } from '../../shared';
import { Badge, type BadgeTone } from '../kit';

const labels: Record<StockState, { label: string; tone: BadgeTone }> = {
  in_stock: { label: 'In stock', tone: 'success' },
  low_stock: { label: 'Low stock', tone: 'warning' },
  out_of_stock: { label: 'Out of stock', tone: 'critical' },
};

export const stockStateLabels: Record<StockState, string> = {
  in_stock: labels.in_stock.label,
  low_stock: labels.low_stock.label,
  out_of_stock: labels.out_of_stock.label,
};

export function StockBadge({ state }: { state: StockState }) {
  const { label, tone } = labels[state];
  return (
    <Badge tone={tone} data-testid="stock-badge">
      {label}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: 'draft' | 'active' }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'} data-testid="status-badge">
      {status === 'active' ? 'Active' : 'Draft'}
    </Badge>
  );
}
