/**
 * The footer (spec 3): store name and about text, link columns laid out by ResponsiveGrid
 * (desktop/tablet/mobile column counts), optional social links, and the copyright line with
 * `{store}` replaced by the store's name.
 */
import type { CSSProperties } from 'react';
import { useStorefront } from '../context/storefront-context';
import { ResponsiveGrid } from './parts/ResponsiveGrid';
import type { SectionComponentProps } from './section-types';
import { textBandStyle } from './helpers/css-values';

type FooterProps = SectionComponentProps<'footer'>['props'];

/**
 * The networks shown: the footer's own link, else the store's (store details), by network;
 * Pinterest and LinkedIn exist only in the store details.
 */
const socialNetworks = [
  ['facebookUrl', 'facebook', 'Facebook'],
  ['instagramUrl', 'instagram', 'Instagram'],
  ['xUrl', 'x', 'X'],
  ['youtubeUrl', 'youtube', 'YouTube'],
  ['tiktokUrl', 'tiktok', 'TikTok'],
  [null, 'pinterest', 'Pinterest'],
  [null, 'linkedin', 'LinkedIn'],
] as const satisfies readonly (readonly [keyof FooterProps | null, string, string])[];

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** The copyright line: `{store}` becomes the store name. */
function toCopyrightText(template: string, storeName: string): string {
  return template.replaceAll('{store}', storeName);
}

export function FooterSection({ props }: SectionComponentProps<'footer'>) {
  const { store } = useStorefront();
  const style = {
    ...textBandStyle(props),
    '--sf-footer-heading': props.headingColor,
    '--sf-footer-link': props.linkColor,
  } as CSSProperties;
  const columns = props.columns.filter((c) => c.title.trim() !== '' || c.links.length > 0);
  const social = props.showSocial
    ? socialNetworks
        .map(([key, network, label]) => ({
          key: network,
          label,
          href: (key ? props[key] : '') || store.socialLinks?.[network] || '',
        }))
        .filter((link) => link.href !== '')
    : [];

  return (
    // A div, not <footer>: the storefront shell's one <footer> is the page's contentinfo landmark.
    <div className="sf-footer" style={style} data-testid="footer">
      <div className="sf-container sf-footer__inner">
        <div className="sf-footer__brand">
          <p className="sf-footer__store">{store.name}</p>
          {props.aboutText.trim() !== '' && <p className="sf-footer__about">{props.aboutText}</p>}
        </div>
        {columns.length > 0 && (
          <ResponsiveGrid
            columns={{
              desktop: props.desktopColumns,
              tablet: props.tabletColumns,
              mobile: props.mobileColumns,
            }}
            className="sf-footer__columns"
            testId="footer-columns"
          >
            {columns.map((column, index) => (
              <nav
                key={`${column.title}-${index}`}
                className="sf-footer__column"
                aria-label={column.title.trim() || `Footer links ${index + 1}`}
              >
                {column.title.trim() !== '' && (
                  <h2 className="sf-footer__heading">{column.title}</h2>
                )}
                <ul className="sf-footer__links">
                  {column.links
                    .filter((l) => l.label.trim() !== '')
                    .map((l, i) => (
                      <li key={`${l.url}-${i}`}>
                        <a
                          className="sf-footer__link"
                          href={l.url || '/'}
                          rel={isExternal(l.url) ? 'noopener noreferrer' : undefined}
                        >
                          {l.label}
                        </a>
                      </li>
                    ))}
                </ul>
              </nav>
            ))}
          </ResponsiveGrid>
        )}
        {social.length > 0 && (
          <ul className="sf-footer__social" aria-label="Social media">
            {social.map(({ key, label, href }) => (
              <li key={key}>
                <a
                  className="sf-footer__social-link"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {label}
                  <span className="sf-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="sf-footer__copyright" data-testid="footer-copyright">
          {toCopyrightText(props.copyrightText, store.name)}
        </p>
      </div>
    </div>
  );
}
