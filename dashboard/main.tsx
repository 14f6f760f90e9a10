/**
 * The dashboard bundle's entry: React Query, the router of app-routes.tsx and the toasts
 * (kit/Toasts.tsx), mounted on #root.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { disableZodEval } from '../shared';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readApiError } from './api/read-api-error';
import { appRoutes } from './app/app-routes';
import { Toasts } from './kit/Toasts';
import './styles.css';

disableZodEval();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on retry; a network blip might.
      retry: (failureCount, error) => {
        const status = readApiError(error).status;
        return failureCount < 1 && (status === undefined || status >= 500);
      },
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('The dashboard needs an element with id "root"');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  </StrictMode>,
);
