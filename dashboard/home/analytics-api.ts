/** Typed call of the home's numbers (`analyticsEndpoints.overview`, shared/api/analytics.ts). */
import { analyticsEndpoints, type AnalyticsPreset } from '../../shared';
import { callApi } from '../api/client';

export interface OverviewParams {
  storeId: string;
  tz: string;
  range?: AnalyticsPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const analyticsApi = {
  overview: (params: OverviewParams, signal?: AbortSignal) =>
    callApi(analyticsEndpoints.overview, { query: params }, signal),
};
