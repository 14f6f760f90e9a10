/**
 * Every route of spec 2.1 on the marketing and dashboard host, with its guard: public,
 * login guard (options per route from guard-presets.ts) or admin guard.
 */
import { Outlet, type RouteObject } from 'react-router-dom';
import { AccountFrame, AccountLayout } from './AccountLayout';
import { BillingLayout } from './BillingLayout';
import { DashboardLayout } from './DashboardLayout';
import { PublicLayout } from './PublicLayout';
import { paymentRequestsRoutes } from '../admin';
import { billingHistoryRoutes, billingRoutes, paymentProofRoutes } from '../billing';
import { LoadBuilderPage } from '../builder/LoadBuilderPage';
import { catalogRoutes } from '../catalogue';
import { customersRoutes } from '../customers';
import { abandonedCheckoutsRoutes } from '../abandoned-checkouts';
import { reviewsRoutes } from '../reviews';
import { discountsRoutes } from '../discounts';
import { domainsRoutes } from '../domains';
import { AdminGuard } from '../guards/AdminGuard';
import { guardPresets } from '../guards/guard-presets';
import { LoginGuard } from '../guards/LoginGuard';
import { homeRoutes } from '../home';
import { marketingRoutes } from '../marketing';
import { mediaRoutes } from '../media';
import { ordersRoutes } from '../orders';
import { pageScreenRoutes } from '../page-screen';
import { accountLinkRoutes, profileRoutes, verifyEmailRoutes } from '../profile';
import { settingsRoutes } from '../settings';
import { shippingRoutes } from '../shipping';
import { templateGalleryRoutes } from '../templates';
import { ChooseStorePage } from '../stores/ChooseStorePage';
import { LoginPage } from '../auth/LoginPage';
import { LogoutPage } from '../auth/LogoutPage';
import { NotFoundPage } from './NotFoundPage';
import { PagesPage } from '../site-pages/PagesPage';
import { RouteErrorPage } from './RouteErrorPage';
import { SignupPage } from '../auth/SignupPage';
import { RootLayout } from './RootLayout';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // Public.
      {
        element: <PublicLayout />,
        children: [
          { path: 'signup', element: <SignupPage /> },
          { path: 'login', element: <LoginPage /> },
          ...accountLinkRoutes,
          ...marketingRoutes,
          ...templateGalleryRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'logout', element: <LogoutPage /> },

      // The builder is a page of its own (dashboard/builder/, applying the same login guard):
      // reached by a link inside the dashboard, it loads that page.
      {
        path: 'builder',
        element: (
          <LoginGuard options={guardPresets['/builder']}>
            <LoadBuilderPage />
          </LoginGuard>
        ),
      },

      // Login guard outside /dashboard and billing.
      {
        element: <AccountLayout />,
        children: [
          {
            path: 'choose-store',
            element: (
              <LoginGuard options={guardPresets['/choose-store']}>
                <ChooseStorePage />
              </LoginGuard>
            ),
          },
          {
            path: 'verify-email',
            element: (
              <LoginGuard options={guardPresets['/verify-email']}>
                <Outlet />
              </LoginGuard>
            ),
            children: verifyEmailRoutes,
          },
        ],
      },

      // The platform admin's queue, with the admin's links in the frame.
      {
        path: 'admin/payment-requests',
        element: (
          <AdminGuard>
            <AccountFrame links="admin">
              <Outlet />
            </AccountFrame>
          </AdminGuard>
        ),
        children: paymentRequestsRoutes,
      },

      // Billing: in the dashboard shell when the account opens the dashboard (BillingLayout).
      {
        path: 'billing',
        element: (
          <LoginGuard options={guardPresets['/billing']}>
            <BillingLayout />
          </LoginGuard>
        ),
        children: billingRoutes,
      },
      {
        path: 'billing-old',
        element: (
          <LoginGuard options={guardPresets['/billing-old']}>
            <BillingLayout />
          </LoginGuard>
        ),
        children: billingHistoryRoutes,
      },
      {
        path: 'payment-proof',
        element: (
          <LoginGuard options={guardPresets['/payment-proof']}>
            <BillingLayout />
          </LoginGuard>
        ),
        children: paymentProofRoutes,
      },

      // /dashboard and its nested screens, all behind one login guard.
      {
        path: 'dashboard',
        element: (
          <LoginGuard options={guardPresets['/dashboard']}>
            <DashboardLayout />
          </LoginGuard>
        ),
        children: [
          { path: 'pages', element: <PagesPage /> },
          ...catalogRoutes,
          ...customersRoutes,
          ...abandonedCheckoutsRoutes,
          ...reviewsRoutes,
          ...discountsRoutes,
          ...domainsRoutes,
          ...mediaRoutes,
          ...homeRoutes,
          ...ordersRoutes,
          ...settingsRoutes,
          ...shippingRoutes,
          ...pageScreenRoutes,
          ...profileRoutes,
        ],
      },
    ],
  },
];
