/**
 * /dashboard: the merchant's one home (/dashboard/adminhome, the spec's path for it, leads
 * here). A trial's end and a new store's setup guide first, then the numbers: the period (in
 * the URL), four KPI cards against the previous period, revenue and orders by day (uPlot,
 * with a table), the top products and the action queue, and the sentence saying which orders
 * count. Skeletons while the first numbers load, an empty state for a store without orders,
 * an error with Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { browserTimeZone } from '../../shared';
import { useCurrentStore } from '../state/use-current-store';
import { useFormatMoney } from '../state/use-format-money';
import { useAuthPayload } from '../guards/use-auth-payload';
import { describeSubscription } from '../lib/describe-subscription';
import { formatDate } from '../../shared';
import { Banner, Card, EmptyState, IndexPage, QueryError } from '../kit';
import { ActionQueue } from './ActionQueue';
import { previousPeriodWords, readHomeRange, toOverviewParams } from './home-range';
import { homeQueries } from './home-queries';
import { KpiCards, KpiSkeleton } from './KpiCards';
import { RangePicker } from './RangePicker';
import { RevenueChart } from './RevenueChart';
import { SetupGuide } from './SetupGuide';
import { TopProducts } from './TopProducts';

export function HomeScreen() {
  const storeId = useCurrentStore().storeId ?? '';
  const { format } = useFormatMoney();
  const [params] = useSearchParams();
  const range = readHomeRange(params);
  // The browser's zone and clock, read once per visit: days are the merchant's days.
  const [tz] = useState(browserTimeZone);
  const [now] = useState(() => new Date());
  const overview = useQuery(homeQueries.overview(toOverviewParams(storeId, range, tz)));
  const data = overview.data;
  const period = data ? previousPeriodWords(range, data.range.days) : '';

  return (
    <IndexPage
      title="Home"
      description="How your store is doing, and what needs you now."
      data-testid="dashboard-home"
    >
      <TrialNotice />
      {data ? <SetupGuide guide={data.setupGuide} /> : null}
      <RangePicker storeId={storeId} range={range} tz={tz} now={now} />
      {overview.isError && !data ? (
        <QueryError what="your store's numbers" query={overview} data-testid="home-error" />
      ) : null}
      {overview.isPending ? (
        <HomeSkeleton />
      ) : data ? (
        <div
          className="home-body"
          aria-busy={overview.isFetching}
          data-stale={overview.isPlaceholderData || undefined}
        >
          {overview.isError ? (
            <QueryError
              what="the numbers for this period"
              query={overview}
              data-testid="home-error"
            />
          ) : null}
          <p className="muted home-explanation" data-testid="home-explanation">
            {data.explanation}
          </p>
          {data.hasOrders ? (
            <>
              <KpiCards kpis={data.kpis} formatMoney={format} period={period} />
              <div className="home-columns">
                <Card title="Revenue and orders by day" className="home-chart-card">
                  <RevenueChart series={data.series} formatMoney={format} />
                </Card>
                <div className="home-aside">
                  <ActionQueue items={data.actionQueue} />
                  <TopProducts products={data.topProducts} formatMoney={format} />
                </div>
              </div>
            </>
          ) : (
            <div className="home-columns">
              <Card className="home-chart-card">
                <EmptyState
                  title="No orders yet"
                  link={{ to: '/dashboard/pages', label: 'Edit your store' }}
                  data-testid="home-empty"
                >
                  When shoppers order from your store, your revenue, best sellers and the orders to
                  handle show up here.
                </EmptyState>
              </Card>
              <div className="home-aside">
                <ActionQueue items={data.actionQueue} />
              </div>
            </div>
          )}
        </div>
      ) : null}
    </IndexPage>
  );
}

/** A trial's end date and the way to a plan (other states have their own screens). */
function TrialNotice() {
  const auth = useAuthPayload();
  if (auth.subscriptionStatus !== 'TRIAL') return null;
  const words = describeSubscription('TRIAL', auth.trialEndsAt, (iso) => formatDate(iso));
  return (
    <Banner tone="info" title={words.label} data-testid="trial-notice">
      <p>
        {words.explanation} <Link to="/billing">Choose a plan</Link>
      </p>
    </Banner>
  );
}

/** The page's shape while the first numbers load (hidden from screen readers). */
function HomeSkeleton() {
  return (
    <div className="home-body" data-testid="home-skeleton">
      <KpiSkeleton />
      <div className="home-columns" aria-hidden="true">
        <div className="card home-chart-card">
          <span className="skeleton skeleton-title" />
          <span className="skeleton home-chart-skeleton" />
        </div>
        <div className="home-aside">
          <div className="card">
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-wide" />
            <span className="skeleton skeleton-wide" />
          </div>
        </div>
      </div>
    </div>
  );
}
