/**
 * The navigation bar (spec 3): logo (image — default the store's logo — or text, default the
 * store name), links, search (opens the product search modal; /shop?q=term without JavaScript), a cart button with the
 * item count badge that opens the cart drawer, optional sticky positioning, and a menu toggle
 * below 768 px. The builder needs no layout of its own: its canvas iframe is as wide as the
 * chosen screen (375 px for mobile), so the same media query decides there.
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { countOf } from '../../shared';
import { useCartUiActions, useCartUiState } from '../cart';
import { useStorefront } from '../context/storefront-context';
import type { SectionComponentProps } from './section-types';
import { NavbarSearch } from '../search/NavbarSearch';
import { ResponsiveImage } from '../images/ResponsiveImage';
import { toSpacingCss } from './helpers/css-values';
import { useCartCount } from './parts/use-cart-count';

type NavLink = SectionComponentProps<'navbar'>['props']['links'][number];

/** Cart badge bump on growth (spec 4, 9: 500 ms). */
const CART_BADGE_ANIMATION_MS = 500;

function NavItem({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const external = link.type === 'external';
  const newTab = link.target === '_blank';
  return (
    <li>
      <a
        className="sf-navbar__link"
        href={link.url || '/'}
        target={newTab ? '_blank' : undefined}
        rel={newTab || external ? 'noopener noreferrer' : undefined}
        onClick={onNavigate}
      >
        {link.label}
        {newTab && <span className="sf-visually-hidden"> (opens in a new tab)</span>}
      </a>
    </li>
  );
}

/** The shopper's account (`/account`): sign in, or their orders once signed in. */
function AccountLink() {
  return (
    <a
      className="sf-icon-button sf-navbar__account"
      href="/account"
      aria-label="Your account"
      data-testid="navbar-account"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M4 21a8 8 0 0 1 16 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </a>
  );
}

function CartButton() {
  const count = useCartCount();
  const { openDrawer } = useCartUiActions();
  const { drawer } = useCartUiState();
  const previous = useRef(count);
  const [bump, setBump] = useState(false);
  useEffect(() => {
    const grew = count > previous.current;
    previous.current = count;
    if (!grew) return;
    setBump(true);
    const timer = window.setTimeout(() => setBump(false), CART_BADGE_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [count]);
  return (
    <button
      type="button"
      className="sf-icon-button sf-navbar__cart"
      aria-label={`Cart, ${countOf(count, 'item', 'items')}`}
      aria-haspopup="dialog"
      aria-expanded={drawer === 'open'}
      onClick={openDrawer}
      data-testid="cart-button"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span
        className={`sf-cart-badge${bump ? ' sf-cart-badge--bump' : ''}`}
        data-testid="cart-badge"
        aria-hidden="true"
      >
        {count}
      </span>
    </button>
  );
}

export function NavbarSection({ props }: SectionComponentProps<'navbar'>) {
  const { store } = useStorefront();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const logoText = props.logoText.trim() || store.name;
  // The section's own image, else the store's logo (store details), else the text.
  const logoImage = props.logoImage || store.logoUrl || '';
  const links = props.links.filter((l) => l.label.trim() !== '');

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const style = {
    backgroundColor: props.backgroundColor,
    color: props.textColor,
    margin: toSpacingCss(props.margin),
    '--sf-nav-padding': toSpacingCss(props.padding),
    '--sf-nav-bg': props.backgroundColor,
    '--sf-nav-hover': props.linkHoverColor,
    '--sf-nav-font-size': `${props.fontSize}px`,
    '--sf-nav-font-weight': props.fontWeight,
    '--sf-nav-logo-height': `${props.logoHeight}px`,
  } as CSSProperties;

  const className = [
    'sf-navbar',
    `sf-navbar--${props.styling}`,
    props.sticky ? 'sf-navbar--sticky' : '',
    props.showShadow ? 'sf-navbar--shadow' : '',
    menuOpen ? 'sf-navbar--menu-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // A div, not <header>: the storefront shell's one <header> is the page's banner landmark.
    <div className={className} style={style} data-testid="navbar">
      <div className="sf-navbar__inner">
        <button
          type="button"
          className="sf-icon-button sf-navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
          data-testid="navbar-menu-toggle"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
        <a className="sf-navbar__logo" href="/" data-testid="navbar-logo">
          {logoImage ? (
            <ResponsiveImage
              className="sf-navbar__logo-image"
              src={logoImage}
              alt={logoText}
              // The stylesheet caps the logo at 220 px wide.
              sizes="220px"
              height={props.logoHeight}
              loading="eager"
            />
          ) : (
            <span className="sf-navbar__logo-text">{logoText}</span>
          )}
        </a>
        <nav className="sf-navbar__menu" id={menuId} aria-label="Main">
          <ul className="sf-navbar__links">
            {links.map((link, index) => (
              <NavItem
                key={`${link.url}-${index}`}
                link={link}
                onNavigate={() => setMenuOpen(false)}
              />
            ))}
          </ul>
        </nav>
        <div className="sf-navbar__actions">
          {props.showSearch && (
            <NavbarSearch searchStyle={props.searchStyle} placeholder={props.searchPlaceholder} />
          )}
          {props.showAccount && <AccountLink />}
          {props.showCart && <CartButton />}
        </div>
      </div>
    </div>
  );
}
