/**
 * Typed call of the home's numbers (`GET /api/dashboard/analytics/overview`,
 * shared/api/analytics.ts).
 */
import type { AnalyticsOverview, AnalyticsPreset } from '../../shared';
import { apiClient } from '../api/client';

export interface OverviewParams {
  storeId: string;
  tz: string;
  range?: AnalyticsPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const analyticsApi = {
  overview: (params: OverviewParams, signal?: AbortSignal) =>
    apiClient.get<AnalyticsOverview, AnalyticsOverview>('/dashboard/analytics/overview', {
      params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
      signal,
    }),
};
