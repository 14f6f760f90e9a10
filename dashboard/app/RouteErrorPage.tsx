/**
 * Shown when a screen throws while rendering: a plain message instead of a blank page.
 * A thrown 404 from the router shows the not-found page.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="public-main">
      <section className="card placeholder" role="alert" data-testid="route-error">
        <h1>Something went wrong</h1>
        <p className="muted">
          {error instanceof Error ? error.message : 'An unexpected error occurred.'}
        </p>
        <Link to="/">Go to the home page</Link>
      </section>
    </main>
  );
}
