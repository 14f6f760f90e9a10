/**
 * The plans from `GET /api/platform/plans` as the billing area's plan cards, for /pricing and
 * the home: a visitor starts a free trial (/signup), a merchant logged in on this tab chooses
 * on /billing. Three skeleton cards while loading; the error with Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { billingQueries, PlanCard } from '../billing';
import { QueryError } from '../kit';
import { formatAmount } from '../../shared';
import { useSessionStore } from '../state/use-session-store';
import { yearlyPriceNote } from './plan-words';

export interface PlanListProps {
  /** The cards' heading level under the page. Defaults to `3`. */
  headingLevel?: 2 | 3;
}

export function PlanList({ headingLevel = 3 }: PlanListProps) {
  const plans = useQuery(billingQueries.plans());
  // Known once a guard or the login ran in this tab; a visitor sees the trial offer.
  const loggedIn = useSessionStore((s) => s.userId !== null);

  if (plans.isPending) {
    return (
      <ul className="plan-cards" aria-busy="true" aria-label="Loading the plans">
        {[0, 1, 2].map((i) => (
          <li key={i} className="card plan-card plan-card-skeleton" data-testid="plan-skeleton">
            <span className="skeleton" />
            <span className="skeleton skeleton-wide" />
            <span className="skeleton skeleton-wide" />
            <span className="skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  if (plans.isError) {
    return <QueryError what="the plans" query={plans} data-testid="plans-error" />;
  }
  const all = plans.data.plans;
  return (
    <ul className="plan-cards" data-testid="plan-list">
      {all.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          headingLevel={headingLevel}
          priceNote={yearlyPriceNote(plan, all, formatAmount)}
          action={
            loggedIn ? (
              <Link to="/billing" className="button button-primary" data-testid="plan-choose">
                Choose {plan.name}
              </Link>
            ) : (
              <Link to="/signup" className="button button-primary" data-testid="plan-start-trial">
                Start your free trial
              </Link>
            )
          }
        />
      ))}
    </ul>
  );
}
