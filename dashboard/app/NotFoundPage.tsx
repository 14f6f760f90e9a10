/**
 * The not-found page for unknown paths (spec 2.1, 8).
 */
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="not-found card" data-testid="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button button-primary">
        Go to the home page
      </Link>
    </section>
  );
}
