/**
 * /pricing's table of the plans side by side: price and billing period, products, pages,
 * custom domain and the free trial. Reads the same cached plans query as the cards above it,
 * so it shows once they have loaded.
 */
import { useQuery } from '@tanstack/react-query';
import { countOf, formatAmount, type Plan } from '../../shared';
import { billingQueries } from '../billing';
import { TableScroll } from '../kit';
import { limitCellText } from './plan-words';

const rows: { label: string; cell: (plan: Plan) => string }[] = [
  { label: 'Price', cell: (p) => formatAmount(p.price, p.currency) },
  { label: 'Billed', cell: (p) => (p.interval === 'year' ? 'Yearly' : 'Monthly') },
  { label: 'Products', cell: (p) => limitCellText(p.limits.products) },
  { label: 'Pages', cell: (p) => limitCellText(p.limits.pages) },
  { label: 'Custom domain', cell: (p) => (p.limits.customDomain ? 'Included' : 'Not included') },
  { label: 'Free trial', cell: (p) => countOf(p.trialDays, 'day', 'days') },
];

export function PlanComparison() {
  const plans = useQuery(billingQueries.plans());
  if (!plans.data) return null;
  const all = plans.data.plans;
  return (
    <section className="pricing-compare" aria-labelledby="pricing-compare-title">
      <h2 id="pricing-compare-title">Compare the plans</h2>
      <TableScroll label="Compare the plans" className="pricing-compare-scroll">
        <table data-testid="plan-comparison">
          <thead>
            <tr>
              <td />
              {all.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {all.map((plan) => (
                  <td key={plan.id}>{row.cell(plan)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
