/**
 * The cart drawer (spec 2.3, 4, 9): slides in from the right; open → closing (500 ms) →
 * closed. Lines with image, name, chosen attributes, unit price, quantity −/+ and input
 * (changes below 1 ignored), remove; the total with the store's currency and 2 decimals; a
 * Checkout link. A native modal <dialog> (use-modal-dialog.ts): focus moves to the close
 * button and stays in the drawer, the page behind is inert, Escape or the backdrop closes it,
 * focus returns to the opener.
 */
import { useId, useRef, useState } from 'react';
import { formatAmount, type CartLine } from '../../shared';
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
}: {
  line: CartLine;
  currency: string;
  cart: Pick<Cart, 'setQuantity' | 'remove'>;
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
          <ul className="sf-cart-drawer__lines">
            {cart.lines.map((line) => (
              <CartLineItem
                key={`${line.productId}:${line.variationId ?? ''}`}
                line={line}
                currency={currency}
                cart={cart}
              />
            ))}
          </ul>
          <div className="sf-cart-drawer__footer">
            <p className="sf-cart-drawer__total">
              <span>Total</span>
              <span data-testid="cart-total">{formatAmount(cart.total, currency)}</span>
            </p>
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
