/**
 * The marketing area's public routes: the home, /pricing, the four legal texts and the
 * platform contact form. The home and /pricing load their own chunks (no form code), the
 * legal texts and the contact form the area's `screens` chunk.
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
  { index: true, lazy: async () => ({ Component: (await import('./HomeScreen')).HomeScreen }) },
  {
    path: 'pricing',
    lazy: async () => ({ Component: (await import('./PricingScreen')).PricingScreen }),
  },
  { path: 'contact', lazy: async () => ({ Component: (await screens()).ContactScreen }) },
];
