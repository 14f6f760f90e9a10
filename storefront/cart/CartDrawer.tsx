/**
 * The cart drawer (spec 2.3, 4, 9): slides in from the right; open → closing (500 ms) →
 * closed. Lines with image, name, chosen attributes, unit price, quantity −/+ and input
 * (changes below 1 ignored), remove; the discount code field and the offers that apply (each
 * on the lines it touches), the total after discounts with the store's currency; a Checkout
 * link. Prices, offers and codes are priced by the checkout's own summary (live prices). A native modal <dialog> (use-modal-dialog.ts): focus moves to the close
 * button and stays in the drawer, the page behind is inert, Escape or the backdrop closes it,
 * focus returns to the opener.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { formatAmount, type CartLine } from '../../shared';
import { usePricing } from '../pricing/use-pricing';
import { buildCheckoutSummary, type CheckoutSummary } from '../pricing/checkout-summary';
import { DiscountTaxRows } from '../pricing/TotalRow';
import { useStorefront } from '../context/storefront-context';
import { useCodeDiscounts } from '../discounts/discount-api';
import { useDiscountCodes } from '../discounts/discount-codes';
import { DiscountCodeField } from '../discounts/DiscountCodeField';
import { imageOrPlaceholder } from '../images/placeholder-image';
import { ResponsiveImage } from '../images/ResponsiveImage';
import type { CartDrawerState } from './cart-ui';
import type { Cart } from './use-cart';
import { useModalDialog } from '../lib/use-modal-dialog';
import { DialogHeader } from '../lib/DialogHeader';

export const CHECKOUT_PATH = '/checkout';

function QuantityInput({
  line,
  onChange,
}: {
  line: CartLine;
  onChange: (quantity: number) => void;
}) {
  // What the shopper is typing; the stored quantity shows again on blur.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      className="sf-cart-line__qty-input"
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={draft ?? String(line.quantity)}
      aria-label={`Quantity of ${line.name}`}
      onChange={(e) => {
        setDraft(e.target.value);
        const quantity = Number(e.target.value);
        if (e.target.value.trim() !== '' && Number.isInteger(quantity) && quantity >= 1)
          onChange(quantity);
      }}
      onBlur={() => setDraft(null)}
      data-testid="cart-line-qty"
    />
  );
}

function CartLineItem({
  line,
  currency,
  cart,
  offer,
}: {
  line: CartLine;
  currency: string;
  cart: Pick<Cart, 'setQuantity' | 'remove'>;
  /** The offers on this line and what they take off. */
  offer: { amount: number; titles: string[] } | null;
}) {
  const attributes = Object.entries(line.selectedAttributes);
  return (
    <li className="sf-cart-line" data-testid="cart-line">
      <ResponsiveImage
        className="sf-cart-line__image"
        src={imageOrPlaceholder(line.productImage)}
        alt=""
        sizes="72px"
        width={72}
        height={72}
      />
      <div className="sf-cart-line__body">
        <p className="sf-cart-line__name">{line.name}</p>
        {attributes.length > 0 && (
          <p className="sf-cart-line__attributes" data-testid="cart-line-attributes">
            {attributes.map(([group, value]) => `${group}: ${value}`).join(' · ')}
          </p>
        )}
        <p className="sf-cart-line__price" data-testid="cart-line-price">
          {formatAmount(line.price, currency)}
        </p>
        {offer && offer.amount > 0 ? (
          <p className="sf-cart-line__offer" data-testid="cart-line-offer">
            −{formatAmount(offer.amount, currency)} ({offer.titles.join(', ')})
          </p>
        ) : null}
        <div className="sf-cart-line__controls">
          <div className="sf-qty" role="group" aria-label={`Quantity of ${line.name}`}>
            <button
              type="button"
              className="sf-qty__button"
              aria-label={`Decrease quantity of ${line.name}`}
              disabled={line.quantity <= 1}
              onClick={() => cart.setQuantity(line, line.quantity - 1)}
              data-testid="cart-line-dec"
            >
              −
            </button>
            <QuantityInput line={line} onChange={(q) => cart.setQuantity(line, q)} />
            <button
              type="button"
              className="sf-qty__button"
              aria-label={`Increase quantity of ${line.name}`}
              onClick={() => cart.setQuantity(line, line.quantity + 1)}
              data-testid="cart-line-inc"
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="sf-cart-line__remove"
            onClick={() => cart.remove(line)}
            aria-label={`Remove ${line.name} from the cart`}
            data-testid="cart-line-remove"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

export function CartDrawer({
  state,
  cart,
  currency,
  onClose,
}: {
  state: CartDrawerState;
  cart: Cart;
  currency: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  // Still modal while it slides out: the page behind stays inert until it is gone.
  const dialog = useModalDialog(state !== 'closed', onClose, closeRef);

  return (
    <dialog
      {...dialog}
      className="sf-cart-drawer"
      data-state={state}
      data-testid="cart-drawer"
      aria-labelledby={titleId}
    >
      <DialogHeader
        block="sf-cart-drawer"
        titleId={titleId}
        title="Your cart"
        closeLabel="Close cart"
        closeTestId="cart-drawer-close"
        onClose={onClose}
        closeRef={closeRef}
      />
      {state === 'closed' ? null : cart.lines.length === 0 ? (
        <p className="sf-cart-drawer__empty" data-testid="cart-empty">
          Your cart is empty.
        </p>
      ) : (
        <>
          <CartContents cart={cart} currency={currency} />
          <div className="sf-cart-drawer__footer">
            <a
              className="sf-btn sf-btn--buy sf-cart-drawer__checkout"
              href={CHECKOUT_PATH}
              onClick={onClose}
              data-testid="cart-checkout"
            >
              Checkout
            </a>
          </div>
        </>
      )}
    </dialog>
  );
}

/** The live pricing of the cart (the checkout's read, shared through the query cache). */
function useCartSummary(cart: Cart): { summary: CheckoutSummary | null; codesLoading: boolean } {
  const { store } = useStorefront();
  const codes = useDiscountCodes();
  const productIds = useMemo(
    () => [...new Set(cart.lines.map((l) => l.productId))].sort(),
    [cart.lines],
  );
  const pricing = usePricing(store.storeId, productIds, { enabled: true, staleTime: 30_000 });
  const coded = useCodeDiscounts(store.storeId, codes.codes);
  if (!pricing.data) return { summary: null, codesLoading: coded.loading };
  return {
    summary: buildCheckoutSummary(cart.lines, pricing.data, [], '', '', '', {
      codes: codes.codes,
      discounts: coded.discounts,
    }),
    codesLoading: coded.loading,
  };
}

/** The lines with their offers, the code field and the totals. */
function CartContents({ cart, currency }: { cart: Cart; currency: string }) {
  const codes = useDiscountCodes();
  const { summary, codesLoading } = useCartSummary(cart);
  const offerOf = (line: CartLine) => {
    const row = summary?.rows.find(
      (r) => r.line.productId === line.productId && r.line.variationId === line.variationId,
    );
    return row ? { amount: row.discount, titles: row.discountTitles } : null;
  };
  const shippingLater = summary?.needsShipping ?? true;
  return (
    <>
      <ul className="sf-cart-drawer__lines">
        {cart.lines.map((line) => (
          <CartLineItem
            key={`${line.productId}:${line.variationId ?? ''}`}
            line={line}
            currency={currency}
            cart={cart}
            offer={offerOf(line)}
          />
        ))}
      </ul>
      <div className="sf-cart-drawer__offers">
        <DiscountCodeField
          codes={codes}
          outcomes={summary?.codes ?? []}
          loading={codesLoading || !summary}
        />
        <dl className="sf-summary__totals sf-cart-drawer__totals">
          {summary && summary.discountTax.discounts.length > 0 ? (
            <>
              <div>
                <dt>Subtotal</dt>
                <dd data-testid="cart-subtotal">{formatAmount(summary.subtotal, currency)}</dd>
              </div>
              <DiscountTaxRows
                lines={{ ...summary.discountTax, taxLines: [], tax: 0 }}
                currency={currency}
                testId="cart"
              />
            </>
          ) : null}
          <div className="sf-summary__total sf-cart-drawer__total">
            <dt>Total</dt>
            <dd data-testid="cart-total">
              {formatAmount(summary ? summary.total : cart.total, currency)}
            </dd>
          </div>
        </dl>
        <p className="sf-cart-drawer__note" data-testid="cart-note">
          {summary?.taxIncluded || (summary && summary.taxLines.length === 0 && !shippingLater)
            ? shippingLater
              ? 'Shipping is calculated at checkout.'
              : ''
            : shippingLater
              ? 'Shipping and taxes are calculated at checkout.'
              : 'Taxes are calculated at checkout.'}
        </p>
      </div>
    </>
  );
}
