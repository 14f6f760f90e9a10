/**
 * One plan as a card: name, price per month or year, description, what it includes (its
 * limits, then its features, each line once) and one action. The one plan card of the
 * product: /billing (choose a plan), /pricing and the marketing home (start a trial).
 */
import './plan-card.css';
import type { ReactNode } from 'react';
import { formatAmount, type Plan } from '../../shared';
import { limitLines, planPriceText } from './billing-words';

export interface PlanCardProps {
  plan: Plan;
  /** The action at the card's foot (a button or a link). */
  action: ReactNode;
  /** Beside the name ("Current plan"). */
  badge?: ReactNode;
  /** Under the price ("$24.17 a month, billed yearly"). */
  priceNote?: ReactNode;
  /** Outlined in the primary colour (the current or the recommended plan). */
  highlighted?: boolean;
  /** The name's heading level under the page's structure. Defaults to `3`. */
  headingLevel?: 2 | 3;
}

export function PlanCard({
  plan,
  action,
  badge,
  priceNote,
  highlighted = false,
  headingLevel = 3,
}: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A feature may repeat a limit in the same words ("Up to 100 products").
  const includes = [...new Set([...limitLines(plan.limits), ...plan.features])];
  return (
    <li
      className={highlighted ? 'card plan-card plan-card-highlighted' : 'card plan-card'}
      data-testid="plan-card"
      data-plan-code={plan.code}
    >
      <div className="plan-card-head">
        <Heading>{plan.name}</Heading>
        {badge}
      </div>
      <p className="plan-card-price" data-testid="plan-price">
        {planPriceText(plan, formatAmount)}
      </p>
      {priceNote ? <p className="plan-card-note">{priceNote}</p> : null}
      {plan.description ? <p className="muted">{plan.description}</p> : null}
      <ul className="plan-card-includes" aria-label={`${plan.name}: what it includes`}>
        {includes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="plan-card-action">{action}</div>
    </li>
  );
}
