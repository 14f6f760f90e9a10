/**
 * / : the marketing home. Product name, pitch, and the way in (sign up or log in).
 */
import { Link } from 'react-router-dom';

const features = [
  {
    title: 'Build visually',
    text: 'Compose your pages from ready-made sections: heroes, product grids, banners, FAQs and more.',
  },
  {
    title: 'Sell anywhere',
    text: 'Every store gets its own address, and you can bring your own domain.',
  },
  {
    title: 'Run it all in one place',
    text: 'Products, categories, orders, shipping, payments and search settings in one dashboard.',
  },
];

export function HomePage() {
  return (
    <div className="home" data-testid="home">
      <section className="hero">
        <h1>Store Builder</h1>
        <p className="hero-pitch">
          Launch a beautiful online store in minutes. Design it visually, add your products and
          start selling on your own domain.
        </p>
        <div className="hero-actions">
          <Link
            to="/signup"
            className="button button-primary button-large"
            data-testid="home-signup"
          >
            Sign up
          </Link>
          <Link
            to="/login"
            className="button button-secondary button-large"
            data-testid="home-login"
          >
            Log in
          </Link>
        </div>
        <p className="muted">Free trial included. No card needed.</p>
      </section>
      <section className="features" aria-label="Features">
        {features.map((f) => (
          <article key={f.title} className="card feature">
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
