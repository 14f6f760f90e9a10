/**
 * Stands in for a screen of spec 2.1 that is not built yet: its title and when it arrives.
 */
import { Link } from 'react-router-dom';

export interface PlaceholderScreenProps {
  title: string;
  /** The issue that builds it; without one the screen is planned but not scheduled. */
  issue?: number | undefined;
  /** Where the "back" link goes. Defaults to `/`. */
  backTo?: string;
  backLabel?: string;
}

export function PlaceholderScreen({
  title,
  issue,
  backTo = '/',
  backLabel = 'Back to home',
}: PlaceholderScreenProps) {
  return (
    <section className="placeholder card" data-testid="placeholder-screen">
      <h1>{title}</h1>
      <p className="muted" data-testid="placeholder-status">
        {issue ? `Arrives with issue #${issue}` : 'Planned; not scheduled yet'}
      </p>
      <Link to={backTo}>{backLabel}</Link>
    </section>
  );
}
