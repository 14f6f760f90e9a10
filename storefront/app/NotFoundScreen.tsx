/** The store host's 404 screen (its status comes from prefetch-route.ts on the server). */
export function NotFoundScreen() {
  return (
    <section className="sf-container sf-not-found" data-testid="page-not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}
