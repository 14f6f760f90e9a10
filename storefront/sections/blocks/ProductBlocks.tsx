/**
 * The product page's info column, drawn from the product section's blocks in their order:
 * name, rating, prices, stock status, the purchase parts (consecutive ones share one
 * `.sf-purchase` panel, as the page had before blocks), description, collapsible tabs,
 * share links, trust badges, and the general blocks (text, badge, spacer). Hidden blocks are
 * not drawn. The product, the option selection and the quantity are the page's (`page`).
 */
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { Block, ProductDto, ProductVariationDto } from '../../../shared';
import { choosableGroups, getPurchasePrices, type OptionSelection } from '../../cart';
import { useStorefront } from '../../context/storefront-context';
import { ProductPrice } from '../../product-card/ProductPrice';
import { StarRating } from '../../product-card/StarRating';
import { Icon } from '../parts/Icon';
import { BuyButtons, QuantityField, VariantPicker } from '../parts/ProductPurchasePanel';
import { BlockList } from './BlockList';

/** What the product page's blocks read. */
export interface ProductPageState {
  product: ProductDto;
  selection: OptionSelection;
  onToggleOption(group: string, value: string): void;
  variation: ProductVariationDto | null;
  inStock: boolean;
  quantity: string;
  onQuantity(quantity: string): void;
  /** The name's id, the section's aria-labelledby. */
  nameId: string;
  starColor: string;
}

/** The blocks drawn inside the purchase panel. */
const purchaseTypes = new Set(['variantPicker', 'quantity', 'buyButtons']);

const marks = (block: Block) => ({ 'data-block-id': block.id, 'data-block-type': block.type });

const noSubscription = () => () => undefined;

/** The store's address: the page's own origin in the browser, its domain on the server. */
function useOrigin(): string {
  const { store } = useStorefront();
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => `https://${store.storeDomain}`,
  );
}

function ShareLinks({ block, product }: { block: Block; product: ProductDto }) {
  const origin = useOrigin();
  const url = encodeURIComponent(`${origin}/product/${product.slug}`);
  const name = encodeURIComponent(product.name);
  const links = [
    ['Email', `mailto:?subject=${name}&body=${url}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
    ['X', `https://twitter.com/intent/tweet?url=${url}&text=${name}`],
    ['Pinterest', `https://pinterest.com/pin/create/button/?url=${url}&description=${name}`],
  ] as const;
  const label = block.props.label as string;
  return (
    <nav {...marks(block)} className="sf-product__share" aria-label={label || 'Share'}>
      {label ? <span className="sf-product__share-label">{label}</span> : null}
      {links.map(([site, href]) => (
        <a
          key={site}
          className="sf-product__share-link"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {site}
          <span className="sf-visually-hidden"> (opens in a new tab)</span>
        </a>
      ))}
    </nav>
  );
}

function renderProductBlock(block: Block, page: ProductPageState, currency: string): ReactNode {
  const { product, variation, inStock } = page;
  const props = block.props;
  switch (block.type) {
    case 'title':
      return (
        <h1
          {...marks(block)}
          className="sf-product__name"
          id={page.nameId}
          data-testid="product-name"
        >
          {product.name}
        </h1>
      );
    case 'rating':
      return (
        <StarRating marks={marks(block)} rating={product.rating} color={page.starColor} size={18} />
      );
    case 'price':
      return (
        <ProductPrice
          marks={marks(block)}
          product={getPurchasePrices(product, variation)}
          currency={currency}
          className="sf-price sf-product__prices"
        />
      );
    case 'stock':
      return (
        <p
          {...marks(block)}
          className={`sf-product__stock sf-product__stock--${inStock ? 'in' : 'out'}`}
          data-testid="stock-status"
        >
          {inStock ? 'In stock' : 'Out of stock'}
        </p>
      );
    case 'variantPicker':
      // No options: nothing drawn (an empty item would add a gap to the panel).
      if (product.variations.length === 0 || choosableGroups(product).length === 0) return null;
      return (
        <div {...marks(block)} className="sf-purchase__groups">
          <VariantPicker
            product={product}
            selection={page.selection}
            onToggleOption={page.onToggleOption}
          />
        </div>
      );
    case 'quantity':
      return (
        <QuantityField marks={marks(block)} quantity={page.quantity} onChange={page.onQuantity} />
      );
    case 'buyButtons':
      return (
        <BuyButtons
          marks={marks(block)}
          product={product}
          selection={page.selection}
          quantity={page.quantity}
          showBuyNow={props.showBuyNow !== false}
        />
      );
    case 'description':
      if (product.description.trim() === '') return null;
      return (
        <div
          {...marks(block)}
          className="sf-product__description"
          data-testid="product-description"
          // Sanitised by the server when the product was saved.
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
      );
    case 'collapsibleTab':
      if (!props.heading) return null;
      return (
        <details {...marks(block)} className="sf-product__tab" open={props.open === true}>
          <summary className="sf-product__tab-heading">{props.heading as string}</summary>
          <p className="sf-product__tab-content">{props.content as string}</p>
        </details>
      );
    case 'shareLinks':
      return <ShareLinks block={block} product={product} />;
    case 'trustBadges': {
      const badges = [
        ['truck', props.delivery],
        ['returns', props.returns],
        ['shield', props.secure],
      ] as const;
      const shown = badges.filter(([, text]) => typeof text === 'string' && text.trim());
      if (!shown.length) return null;
      return (
        <ul {...marks(block)} className="sf-product__trust">
          {shown.map(([icon, text]) => (
            <li key={icon} className="sf-product__trust-item">
              <Icon name={icon} size={20} />
              <span>{text as string}</span>
            </li>
          ))}
        </ul>
      );
    }
    default:
      // A text, a badge or a spacer: drawn as in any section.
      return <BlockList blocks={[block]} block="sf-product" align="left" />;
  }
}

export function ProductBlocks({
  blocks,
  page,
}: {
  blocks: readonly Block[];
  page: ProductPageState;
}) {
  const { store } = useStorefront();
  const out: ReactNode[] = [];
  let panel: ReactNode[] = [];
  let panelKey = '';
  const flush = () => {
    if (panel.length) {
      out.push(
        <div
          key={`purchase-${panelKey}`}
          className="sf-purchase"
          data-testid="product-purchase-panel"
        >
          {panel}
        </div>,
      );
    }
    panel = [];
  };
  for (const block of blocks) {
    if (block.hidden) continue;
    const element = renderProductBlock(block, page, store.currency);
    if (element === null) continue;
    const keyed = <Fragment key={block.id}>{element}</Fragment>;
    if (purchaseTypes.has(block.type)) {
      if (!panel.length) panelKey = block.id;
      panel.push(keyed);
    } else {
      flush();
      out.push(keyed);
    }
  }
  flush();
  return <>{out}</>;
}
