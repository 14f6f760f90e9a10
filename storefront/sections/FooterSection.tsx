/**
 * The footer (spec 3): the store name, then the footer's blocks in their order: text blocks
 * at the top sit under the store name (its about text), consecutive menu columns share one
 * ResponsiveGrid (desktop/tablet/mobile column counts), a newsletter signup, social links,
 * payment icons; and
 * last the copyright line with `{store}` replaced by the store's name. Hidden blocks are not
 * drawn; a text "from scheme" is in the footer's text colour.
 */
import type { CSSProperties, ReactNode } from 'react';
import { footerSocialNetworks, type Block, type FooterLink } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { ResponsiveGrid } from './parts/ResponsiveGrid';
import type { SectionComponentProps } from './section-types';
import { textBandStyle } from './helpers/css-values';
import { BlockList } from './blocks/BlockList';
import { PaymentMarks } from './blocks/PaymentMarks';
import { NewsletterSignup } from './blocks/NewsletterSignup';

type FooterProps = SectionComponentProps<'footer'>['props'];

/** The networks only the store details have (the footer's block has no field for them). */
const storeOnlyNetworks = [
  ['pinterest', 'Pinterest'],
  ['linkedin', 'LinkedIn'],
] as const;

const isExternal = (url: string) => /^https?:\/\//i.test(url);

const marks = (block: Block) => ({ 'data-block-id': block.id, 'data-block-type': block.type });

/** The copyright line: `{store}` becomes the store name. */
function toCopyrightText(template: string, storeName: string): string {
  return template.replaceAll('{store}', storeName);
}

function MenuColumn({ block, index }: { block: Block; index: number }) {
  const title = String(block.props.title ?? '');
  const links = (block.props.links as FooterLink[]).filter((l) => l.label.trim() !== '');
  return (
    <nav
      {...marks(block)}
      className="sf-footer__column"
      aria-label={title.trim() || `Footer links ${index + 1}`}
    >
      {title.trim() !== '' && <h2 className="sf-footer__heading">{title}</h2>}
      <ul className="sf-footer__links">
        {links.map((l, i) => (
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
  );
}

/** The profiles linked: the block's own link, else the store's (store details), by network. */
function SocialLinks({ block }: { block: Block }) {
  const { store } = useStorefront();
  const social = [
    ...footerSocialNetworks.map(([key, network, label]) => ({
      key: network,
      label,
      href: String(block.props[key] ?? '') || store.socialLinks?.[network] || '',
    })),
    ...storeOnlyNetworks.map(([network, label]) => ({
      key: network,
      label,
      href: store.socialLinks?.[network] || '',
    })),
  ].filter((link) => link.href !== '');
  if (social.length === 0) return null;
  return (
    <ul className="sf-footer__social" aria-label="Social media" {...marks(block)}>
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
  );
}

/** A text block "from scheme" takes the footer's text colour, its own or its scheme's. */
const footerText = (block: Block): Block =>
  block.props.color === '' ? { ...block, props: { ...block.props, color: 'inherit' } } : block;

/** A menu column with anything to show (a title or a link). */
const hasContent = (block: Block) =>
  String(block.props.title ?? '').trim() !== '' ||
  (block.props.links as FooterLink[]).some((l) => l.label.trim() !== '');

/** The drawn blocks after the store name, in their order, menu columns grouped. */
function renderBlocks(blocks: readonly Block[], props: FooterProps): ReactNode[] {
  const out: ReactNode[] = [];
  let columns: Block[] = [];
  let columnCount = 0;
  const flush = () => {
    if (columns.length === 0) return;
    const group = columns;
    columns = [];
    out.push(
      <ResponsiveGrid
        key={`grid-${group[0]!.id}`}
        columns={{
          desktop: props.desktopColumns,
          tablet: props.tabletColumns,
          mobile: props.mobileColumns,
        }}
        className="sf-footer__columns"
        testId="footer-columns"
      >
        {group.map((block) => (
          <MenuColumn key={block.id} block={block} index={columnCount++} />
        ))}
      </ResponsiveGrid>,
    );
  };
  for (const block of blocks) {
    if (block.type === 'menuColumn') {
      if (hasContent(block)) columns.push(block);
      continue;
    }
    flush();
    if (block.type === 'text')
      out.push(
        <BlockList key={block.id} blocks={[footerText(block)]} block="sf-footer" align="left" />,
      );
    else if (block.type === 'socialLinks') out.push(<SocialLinks key={block.id} block={block} />);
    else if (block.type === 'paymentIcons') out.push(<PaymentMarks key={block.id} block={block} />);
    else if (block.type === 'newsletter')
      out.push(<NewsletterSignup key={block.id} block={block} />);
  }
  flush();
  return out;
}

export function FooterSection({ props }: SectionComponentProps<'footer'>) {
  const { store } = useStorefront();
  const style = {
    ...textBandStyle(props),
    '--sf-footer-heading': props.headingColor,
    '--sf-footer-link': props.linkColor,
  } as CSSProperties;
  const blocks = props.blocks.filter((block) => !block.hidden);
  // The text blocks at the top are the store's about text, under its name.
  const lead = blocks.findIndex((block) => block.type !== 'text');
  const about = (lead === -1 ? blocks : blocks.slice(0, lead)).map(footerText);
  const rest = lead === -1 ? [] : blocks.slice(lead);

  return (
    // A div, not <footer>: the storefront shell's one <footer> is the page's contentinfo landmark.
    <div className="sf-footer" style={style} data-testid="footer">
      <div className="sf-container sf-footer__inner">
        <div className="sf-footer__brand">
          <p className="sf-footer__store">{store.name}</p>
          {about.length > 0 && <BlockList blocks={about} block="sf-footer" align="left" />}
        </div>
        {renderBlocks(rest, props)}
        <p className="sf-footer__copyright" data-testid="footer-copyright">
          {toCopyrightText(props.copyrightText, store.name)}
        </p>
      </div>
    </div>
  );
}
