/**
 * / : the marketing home. Shows the product in screenshots of the running demo (taken by
 * `scripts/marketing-screenshots.ts`), what it does, the plans (the same cards as /pricing),
 * a FAQ and the way in (sign up, top and bottom).
 */
import './marketing.css';
import { Link } from 'react-router-dom';
import { sectionTypes, TRIAL_DAYS } from '../../shared';
import builderShot from './assets/builder.webp';
import dashboardShot from './assets/dashboard.webp';
import shots from './assets/shots.json';
import storefrontPhoneShot from './assets/storefront-phone.webp';
import storefrontShot from './assets/storefront.webp';
import { HomeFaq } from './HomeFaq';
import { PlanList } from './PlanList';

const features = [
  {
    title: 'A visual builder',
    text: `Compose every page from ${sectionTypes.length} ready-made sections — hero sliders, product grids, banners, testimonials, FAQs, video — and see each change as you make it, on desktop, tablet and phone.`,
  },
  {
    title: 'Templates to start from',
    text: 'Begin with a complete store for fashion, electronics, food or a minimal shop, then make it yours. Nothing goes live until you publish.',
  },
  {
    title: 'Your own domain',
    text: 'Every store gets its own address at once, and you can connect a domain you own.',
  },
  {
    title: 'Catalogue, orders, shipping, payments',
    text: 'Products with variations and stock, categories, CSV import, orders from confirmation to delivery, shipping zones and rates, bank transfer and cash on delivery.',
  },
  {
    title: 'Found in search',
    text: 'Titles, descriptions, clean addresses, a sitemap and structured data for every product and page, with a preview of how it shows in search results.',
  },
  {
    title: 'Fast storefronts',
    text: 'Pages are rendered on the server and arrive ready to read, with images sized for each screen, so shoppers on a phone are not kept waiting.',
  },
];

/** The tour: a screenshot of one part of the product beside what it does there. */
const tour = [
  {
    shot: builderShot,
    size: shots.builder,
    alt: 'The builder editing the demo store’s home page: the sections to add on the left, the page in the middle, the selected hero slider’s slides and the page’s layers on the right.',
    title: 'Design pages by pointing at them',
    text: 'Add a section from the list, drag it into place, click it on the page and change its text, colours and pictures. Undo anything, preview on a phone, publish when it is ready.',
  },
  {
    shot: dashboardShot,
    size: shots.dashboard,
    alt: 'The dashboard’s overview of the demo store: revenue, orders, average order value and items sold over 30 days, a chart by day and a to-do list of orders to confirm and ship.',
    title: 'Know what needs you today',
    text: 'The overview counts your revenue and orders, charts them by day and lists what is waiting: orders to confirm or ship, payment proofs to review, products running low.',
  },
];

export function HomeScreen() {
  return (
    <div className="marketing-home" data-testid="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero-text">
          <h1 id="home-title">Your online store, designed by you</h1>
          <p className="home-hero-pitch">
            Store Builder gives you a storefront you shape visually, your products and orders in one
            dashboard, and your own domain. Launch in an afternoon.
          </p>
          <div className="home-actions">
            <Link
              to="/signup"
              className="button button-primary button-large"
              data-testid="home-signup"
            >
              Start your free trial
            </Link>
            <Link to="/pricing" className="button button-secondary button-large">
              See pricing
            </Link>
          </div>
          <p className="muted">{TRIAL_DAYS} days free. No card needed.</p>
        </div>
        <div className="home-hero-shots">
          <img
            className="home-shot home-shot-wide"
            src={storefrontShot}
            width={shots.storefront.width}
            height={shots.storefront.height}
            alt="The demo store on a desktop screen: a hero slider announcing new season arrivals, then its categories."
            fetchPriority="high"
            data-testid="home-shot"
          />
          <img
            className="home-shot home-shot-phone"
            src={storefrontPhoneShot}
            width={shots['storefront-phone'].width}
            height={shots['storefront-phone'].height}
            alt="The same store on a phone, laid out for the small screen."
            data-testid="home-shot"
          />
        </div>
      </section>

      <section className="home-tour" aria-labelledby="home-tour-title">
        <h2 id="home-tour-title">See it at work</h2>
        {tour.map((item) => (
          <div key={item.title} className="home-tour-item">
            <img
              className="home-shot"
              src={item.shot}
              width={item.size.width}
              height={item.size.height}
              alt={item.alt}
              loading="lazy"
              decoding="async"
              data-testid="home-shot"
            />
            <div>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          </div>
        ))}
      </section>

      <section className="home-features" aria-labelledby="home-features-title">
        <h2 id="home-features-title">Everything your shop needs</h2>
        <ul className="home-feature-list">
          {features.map((f) => (
            <li key={f.title} className="card" data-testid="home-feature">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-plans" aria-labelledby="home-plans-title">
        <h2 id="home-plans-title">Plans</h2>
        <p className="muted">
          Every plan starts with a {TRIAL_DAYS}-day free trial with everything included.{' '}
          <Link to="/pricing">Compare the plans</Link>
        </p>
        <PlanList />
      </section>

      <HomeFaq />

      <section className="home-cta" aria-labelledby="home-cta-title">
        <h2 id="home-cta-title">Open your store today</h2>
        <p>Pick a template, add your products, and share your address.</p>
        <Link
          to="/signup"
          className="button button-primary button-large"
          data-testid="home-signup-bottom"
        >
          Start your free trial
        </Link>
      </section>
    </div>
  );
}
