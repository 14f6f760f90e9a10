/**
 * The marketing area's public routes: the four legal texts and the platform contact form.
 * Each loads the area's chunk.
 */
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { LegalDoc } from '../../shared';

const screens = () => import('./screens');

/** The legal pages: their paths are their document names (`GET /api/platform/legal/:doc`). */
export const legalPages: readonly { doc: LegalDoc; title: string }[] = [
  { doc: 'terms', title: 'Terms of service' },
  { doc: 'refund-policy', title: 'Refund policy' },
  { doc: 'service-policy', title: 'Service policy' },
  { doc: 'privacy-policy', title: 'Privacy policy' },
];

/** Public, under the marketing layout. */
export const marketingRoutes: RouteObject[] = [
  ...legalPages.map(({ doc, title }) => ({
    path: doc,
    lazy: async () => {
      const { LegalScreen } = await screens();
      return { Component: () => createElement(LegalScreen, { doc, title }) };
    },
  })),
  { path: 'contact', lazy: async () => ({ Component: (await screens()).ContactScreen }) },
];
