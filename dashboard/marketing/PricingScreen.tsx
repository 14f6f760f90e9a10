/**
 * /pricing (public): the plans from `GET /api/platform/plans` as cards (the same as the
 * home's), then side by side in a table of their limits.
 */
import './marketing.css';
import { TRIAL_DAYS } from '../../shared';
import { PlanComparison } from './PlanComparison';
import { PlanList } from './PlanList';

export function PricingScreen() {
  return (
    <div className="pricing-page" data-testid="pricing">
      <header className="pricing-head">
        <h1>Pricing</h1>
        <p className="home-hero-pitch">
          A fixed price for your plan and no commission on your sales. Every plan starts with a{' '}
          {TRIAL_DAYS}-day free trial with everything included, and no card is asked for.
        </p>
      </header>
      <PlanList headingLevel={2} />
      <PlanComparison />
    </div>
  );
}
