/**
 * The product page's purchase parts (spec 2.3, 4, 5 "Product page"), each a block of the
 * product template: variation pickers per attribute group (`color` as swatches, `select`
 * and `other` as chips; choosing the chosen option again unselects it), a quantity input
 * (min 1), Add to Cart and Buy Now (adds, then goes to /checkout). Without a full choice an
 * alert 'Please select all options' blocks the add; out of stock, nothing is added, the
 * buttons read 'Out of stock' and "Email me when available" follows (BackInStockForm.tsx). The selection and quantity are the caller's (the gallery and
 * the price follow the selection).
 */
import { useId, type CSSProperties } from 'react';
import type { AttributeGroupDto, ProductDto } from '../../../shared';
import {
  SELECT_ALL_OPTIONS_MESSAGE,
  choosableGroups,
  findVariation,
  getPurchaseBlock,
  toQuantity,
  useCartActions,
  type OptionSelection,
} from '../../cart';
import { useNavigate } from '../../router/store-router';
import { useStorefront } from '../../context/storefront-context';
import { cssColorOrUndefined } from '../helpers/colors';
import { BackInStockForm } from './BackInStockForm';

const CHECKOUT_PATH = '/checkout';

function OptionGroup({
  group,
  chosen,
  onToggle,
}: {
  group: AttributeGroupDto;
  chosen: string | undefined;
  onToggle: (value: string) => void;
}) {
  const labelId = useId();
  const swatches = group.type === 'color';
  return (
    <div
      className="sf-purchase__group"
      role="group"
      aria-labelledby={labelId}
      data-testid="attribute-group"
    >
      <p className="sf-purchase__label" id={labelId}>
        {group.name}
        {chosen !== undefined && <span className="sf-purchase__chosen">: {chosen}</span>}
      </p>
      <div className="sf-purchase__options">
        {group.values.map((value) => {
          const pressed = chosen === value;
          const common = {
            type: 'button' as const,
            'aria-pressed': pressed,
            onClick: () => onToggle(value),
            'data-testid': 'variation-option',
            'data-group': group.name,
            'data-value': value,
          };
          return swatches ? (
            <button
              key={value}
              {...common}
              className={`sf-option sf-option--swatch${pressed ? ' sf-option--chosen' : ''}`}
              aria-label={value}
              title={value}
            >
              {/* No swatch and not a colour name: the class's grey shows. */}
              <span
                className="sf-option__swatch"
                style={
                  {
                    // The merchant's swatch colour, else the value read as a colour name.
                    backgroundColor: cssColorOrUndefined(group.swatches?.[value] ?? value),
                  } as CSSProperties
                }
                aria-hidden="true"
              />
            </button>
          ) : (
            <button
              key={value}
              {...common}
              className={`sf-option sf-option--chip${pressed ? ' sf-option--chosen' : ''}`}
            >
              {value}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** One choice per attribute group of the product (none for a product without variants). */
export function VariantPicker({
  product,
  selection,
  onToggleOption,
}: {
  product: ProductDto;
  selection: OptionSelection;
  onToggleOption: (group: string, value: string) => void;
}) {
  const groups = product.variations.length > 0 ? choosableGroups(product) : [];
  return (
    <>
      {groups.map((group) => (
        <OptionGroup
          key={group.name}
          group={group}
          chosen={selection[group.name]}
          onToggle={(value) => onToggleOption(group.name, value)}
        />
      ))}
    </>
  );
}

/** The quantity input (min 1); the text is the caller's, read by the buttons. */
export function QuantityField({
  quantity,
  onChange,
  marks,
}: {
  quantity: string;
  onChange: (quantity: string) => void;
  /** Data attributes for its root element (a product page block's id and type). */
  marks?: { [attribute: `data-${string}`]: string };
}) {
  const quantityId = useId();
  return (
    <div {...marks} className="sf-purchase__quantity">
      <label className="sf-purchase__label" htmlFor={quantityId}>
        Quantity
      </label>
      <input
        id={quantityId}
        className="sf-purchase__quantity-input"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={quantity}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onChange(String(toQuantity(quantity)))}
        data-testid="product-quantity"
      />
    </div>
  );
}

/** Add to Cart and (unless switched off) Buy Now, for the chosen variant and quantity. */
export function BuyButtons({
  product,
  selection,
  quantity,
  showBuyNow = true,
  marks,
}: {
  product: ProductDto;
  selection: OptionSelection;
  quantity: string;
  showBuyNow?: boolean;
  /** Data attributes for its root element (a product page block's id and type). */
  marks?: { [attribute: `data-${string}`]: string };
}) {
  const { viewMode } = useStorefront();
  const { add } = useCartActions();
  const navigate = useNavigate();
  const block = getPurchaseBlock(product, selection);
  const disabledText =
    block === 'outOfStock' ? 'Out of stock' : block === 'unavailable' ? 'Unavailable' : null;

  /** Adds the chosen product; returns whether it was added. */
  const purchase = (): boolean => {
    if (viewMode === 'builder') return false;
    if (block === 'selectOptions') {
      window.alert(SELECT_ALL_OPTIONS_MESSAGE);
      return false;
    }
    if (block !== null) return false;
    return add(product, findVariation(product, selection), toQuantity(quantity));
  };

  return (
    <div {...marks} className="sf-purchase__actions">
      <button
        type="button"
        className="sf-btn sf-btn--cart sf-purchase__add"
        disabled={disabledText !== null}
        onClick={purchase}
        data-testid="add-to-cart"
      >
        {disabledText ?? 'Add to Cart'}
      </button>
      {showBuyNow ? (
        <button
          type="button"
          className="sf-btn sf-btn--buy sf-purchase__buy"
          disabled={disabledText !== null}
          onClick={() => {
            if (purchase()) navigate(CHECKOUT_PATH);
          }}
          data-testid="buy-now"
        >
          {disabledText ?? 'Buy Now'}
        </button>
      ) : null}
      {block === 'outOfStock' ? (
        <BackInStockForm
          productId={product.id}
          variationId={findVariation(product, selection)?.id ?? null}
        />
      ) : null}
    </div>
  );
}
