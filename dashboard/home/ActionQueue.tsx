/**
 * The action queue: what needs the merchant now, each count a link to the list filtered to
 * exactly those orders or products ("Orders to ship" links its confirmed and processing
 * orders separately: the orders list filters one status at a time).
 */
import { Link } from 'react-router-dom';
import type { ActionQueueItem } from '../../shared';
import { Card } from '../kit';
import { actionQueueText } from './action-queue-words';

export function ActionQueue({ items }: { items: ActionQueueItem[] }) {
  return (
    <Card title="To do" className="home-queue" data-testid="action-queue">
      <ul className="home-queue-list">
        {items.map((item) => {
          const text = actionQueueText(item.kind, item.count);
          const [only] = item.links;
          return (
            <li
              key={item.kind}
              className={item.count ? 'home-queue-item' : 'home-queue-item home-queue-done'}
              data-testid={`queue-${item.kind}`}
            >
              {item.count === 0 ? (
                <span className="muted">{text}</span>
              ) : item.links.length === 1 && only ? (
                <Link to={only.href}>{text}</Link>
              ) : (
                <>
                  <span>{text}:</span>{' '}
                  {item.links
                    .filter((l) => l.count > 0)
                    .map((l, i) => (
                      <span key={l.href}>
                        {i > 0 ? ', ' : null}
                        <Link to={l.href}>
                          {l.count.toLocaleString('en')} {l.label}
                        </Link>
                      </span>
                    ))}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
