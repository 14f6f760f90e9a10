/**
 * "Set up your store": a new store's four steps (add a product, set shipping, connect a
 * domain, publish), each done or linking to where it is done, with the progress in words and
 * as a bar. The home shows it until every step is done, then it is gone.
 */
import { Link } from 'react-router-dom';
import { countOf, type SetupStep } from '../../shared';
import { Card } from '../kit';

const steps: Record<SetupStep, { title: string; text: string; to: string; action: string }> = {
  product: {
    title: 'Add a product',
    text: 'Put your first product up for sale, with its price, pictures and stock.',
    to: '/dashboard/addproduct',
    action: 'Add product',
  },
  shipping: {
    title: 'Set your shipping rates',
    text: 'Say where you ship and what it costs, so shoppers can check out.',
    to: '/dashboard/shipping',
    action: 'Set up shipping',
  },
  domain: {
    title: 'Connect a domain',
    text: 'Use your own address instead of the store’s subdomain.',
    to: '/dashboard/domains',
    action: 'Connect domain',
  },
  publish: {
    title: 'Publish your store',
    text: 'Design your pages in the builder and publish them for shoppers.',
    to: '/dashboard/pages',
    action: 'Open pages',
  },
};

export function SetupGuide({ guide }: { guide: { step: SetupStep; done: boolean }[] }) {
  const done = guide.filter((s) => s.done).length;
  if (done === guide.length) return null;
  return (
    <Card title="Set up your store" className="home-setup" data-testid="setup-guide">
      <p className="muted" id="setup-progress" data-testid="setup-progress">
        {done} of {countOf(guide.length, 'step', 'steps')} done
      </p>
      <progress
        className="home-setup-bar"
        max={guide.length}
        value={done}
        aria-labelledby="setup-progress"
      />
      <ol className="home-setup-steps">
        {guide.map(({ step, done: isDone }) => {
          const s = steps[step];
          return (
            <li
              key={step}
              className={isDone ? 'home-setup-step home-setup-done' : 'home-setup-step'}
              data-testid={`setup-${step}`}
              data-done={isDone}
            >
              <span className="home-setup-mark" aria-hidden="true">
                {isDone ? '✓' : ''}
              </span>
              <div>
                <p className="home-setup-title">
                  {s.title}
                  {isDone ? <span className="visually-hidden"> (done)</span> : null}
                </p>
                {isDone ? null : <p className="muted">{s.text}</p>}
              </div>
              {isDone ? null : (
                <Link to={s.to} className="button button-secondary button-small">
                  {s.action}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
