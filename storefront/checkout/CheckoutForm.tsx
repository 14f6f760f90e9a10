/**
 * The checkout form: contact and address fields, shipping method (prices from the server),
 * payment method, and the order summary with server-verified prices. Before the cart is read
 * (server HTML, hydration) it shows loading. The store's checkout settings (with the prices)
 * say which fields show, which are optional and the texts; until they arrive the form waits.
 * In preview mode (the checkout editor's iframe) it shows a sample cart with the editor's
 * draft settings and never places an order. Its parts: the fieldsets and error summary
 * (CheckoutFieldsets.tsx), the order summary (OrderSummary.tsx), Place order and the
 * explanation of a failure (use-checkout-submit.ts, checkout-failure.ts), the rules
 * (validate-checkout-form.ts, shared with the server).
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { defaultCheckoutSettings, formatAmount, matchRegion, type CartLine } from '../../shared';
import type {
  CheckoutSettings,
  PaymentMethodName,
  PricingProductDto,
  ProductPricingShippingDto,
} from '../../shared';
import { trackPixel } from '../analytics/pixel';
import { useCart } from '../cart';
import { useStorefront } from '../context/storefront-context';
import { usePricing } from '../pricing/use-pricing';
import { buildCheckoutSummary } from '../pricing/checkout-summary';
import {
  AddressFieldset,
  ContactFieldset,
  ErrorSummary,
  fieldId,
  NoteField,
  PaymentFieldset,
  type CheckoutFormFields,
} from './CheckoutFieldsets';
import { ContinueShopping } from './ContinueShopping';
import { defaultCountry } from './default-country';
import { Notice, OrderSummary } from './OrderSummary';
import { useCodeDiscounts } from '../discounts/discount-api';
import { useDiscountCodes } from '../discounts/discount-codes';
import { noShippingMessage, ShippingMethods } from './ShippingMethods';
import { useCheckoutSubmit } from './use-checkout-submit';
import { accountApi } from '../account/account-api';
import { withAccountPrefill } from './account-prefill';
import { takeRestoredPrefill, useCheckoutDraftSave } from './checkout-draft';
import {
  emptyCheckoutForm,
  isFieldRequired,
  isFieldShown,
  type CheckoutField,
  type CheckoutFormValues,
} from './validate-checkout-form';

const subscribeNever = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

/** The checkout editor's preview: a sample cart and the draft settings; no order is placed. */
export interface CheckoutPreviewInput {
  /** The sample cart. */
  lines: CartLine[];
  /** Prices of sample lines that are no product of the store (a store with none yet). */
  sampleProducts: PricingProductDto[];
  /** The editor's draft; undefined: the store's saved settings (not framed by the editor). */
  settings: CheckoutSettings | undefined;
  /** True until the editor's first draft arrives. */
  waiting: boolean;
}

/** The pricing answer with the preview's sample products in it. */
function withSampleProducts(
  pricing: ProductPricingShippingDto | undefined,
  sample: PricingProductDto[],
): ProductPricingShippingDto | undefined {
  if (!pricing || sample.length === 0) return pricing;
  const ids = new Set(sample.map((p) => p.id));
  return {
    ...pricing,
    products: [...pricing.products.filter((p) => !ids.has(p.id)), ...sample],
    missingProductIds: pricing.missingProductIds.filter((id) => !ids.has(id)),
  };
}

export function CheckoutForm({ preview }: { preview?: CheckoutPreviewInput } = {}) {
  const { store } = useStorefront();
  const cart = useCart();
  // The cart lives in browser storage: unknown until mounted (server HTML says "loading").
  // Switches with the cart's own store (after hydration), so "empty" never flashes first.
  const mounted = useSyncExternalStore(subscribeNever, isBrowser, isServer);
  // A preview never touches the shopper's cart: it shows its sample lines.
  const lines = preview ? preview.lines : cart.lines;

  const productIds = useMemo(() => [...new Set(lines.map((l) => l.productId))].sort(), [lines]);
  const pricingQuery = usePricing(store.storeId, productIds, { enabled: mounted, staleTime: 0 });
  const pricing = {
    ...pricingQuery,
    data: withSampleProducts(pricingQuery.data, preview?.sampleProducts ?? []),
  };
  // What the form shows: the draft (preview), else the store's settings from the pricing read;
  // null while unknown (the form waits rather than showing fields that then disappear).
  const settings: CheckoutSettings | null = preview?.settings
    ? preview.settings
    : preview?.waiting
      ? null
      : (pricing.data?.checkout ?? (pricing.isError ? defaultCheckoutSettings : null));
  const storeFields = settings?.fields ?? defaultCheckoutSettings.fields;
  const texts = settings?.texts ?? defaultCheckoutSettings.texts;

  const [values, setValues] = useState<CheckoutFormValues>(() => ({
    ...emptyCheckoutForm,
    // The form renders only once mounted, so the server's '' never shows.
    country: typeof navigator === 'undefined' ? '' : defaultCountry(navigator.languages ?? []),
  }));
  const outcome = useCheckoutSubmit({ preview: Boolean(preview) });
  // A recovery link's checkout starts from what was typed; a signed-in shopper from their
  // account (their latest order's address) for what is still empty.
  useEffect(() => {
    if (!mounted || preview) return;
    const restored = takeRestoredPrefill();
    if (restored) setValues((v) => withAccountPrefill(v, restored));
    let live = true;
    accountApi
      .session()
      .then((account) => {
        if (live && account) setValues((v) => withAccountPrefill(v, account));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [mounted, preview]);
  // Where the store's tax depends on the region, one of the country's is required (a list).
  const listed = pricing.data?.taxes.regions[values.country];
  const regions = listed?.length ? listed : null;
  const fields = regions ? { ...storeFields, region: 'required' as const } : storeFields;
  const region = regions ? (matchRegion(regions, values.region) ?? '') : values.region;

  const offered: PaymentMethodName[] = pricing.data?.paymentMethods ?? ['cod'];
  const codFee = pricing.data?.codFee ?? 0;
  // The chosen method while the store offers it, else the first offered (the server lists
  // them in the order shown: card first when the store takes cards, then cash on delivery).
  const paymentMethod: CheckoutFormValues['paymentMethod'] =
    values.paymentMethod && offered.includes(values.paymentMethod)
      ? values.paymentMethod
      : (offered[0] ?? '');
  const { conflict } = outcome;
  const activeConflict = conflict && pricing.dataUpdatedAt <= conflict.at ? conflict.lines : [];
  // The codes typed here or in the cart drawer, and what they give.
  const codes = useDiscountCodes();
  const coded = useCodeDiscounts(store.storeId, codes.codes, mounted && !preview);
  const summary = buildCheckoutSummary(
    lines,
    pricing.data,
    activeConflict,
    values.shippingRateId,
    values.country,
    paymentMethod,
    { codes: codes.codes, discounts: coded.discounts },
    region,
  );
  const noShipping = pricing.data
    ? noShippingMessage(pricing.data.shippingZones, values.country, summary)
    : null;
  // Nothing in the cart is sent by post: no address, no shipping method.
  const ships = summary.needsShipping;
  useCheckoutDraftSave({
    storeId: store.storeId,
    values,
    fields,
    ships,
    lines: cart.lines,
    enabled: mounted && !preview,
  });
  const shown = (field: CheckoutField) => isFieldShown(field, fields, ships);
  const optional = (field: CheckoutField) => !isFieldRequired(field, fields);
  const currency = pricing.data?.currency ?? store.currency;
  const money = (n: number) => formatAmount(n, currency);

  // InitiateCheckout once, when the page opens with lines.
  const initiated = useRef(false);
  useEffect(() => {
    if (!mounted || preview || initiated.current || cart.lines.length === 0) return;
    initiated.current = true;
    trackPixel('InitiateCheckout', {
      value: cart.total,
      currency: store.currency,
      content_ids: [...new Set(cart.lines.map((l) => l.productId))],
      num_items: cart.count,
    });
  }, [mounted, preview, cart.lines, cart.total, cart.count, store.currency]);

  const onChange = (field: CheckoutField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    outcome.fieldChanged(field);
  };
  const form: CheckoutFormFields = { values, errors: outcome.errors, onChange, shown, optional };

  const submit = () =>
    outcome.submit({
      // The rate offered for the country and cart: the chosen one while offered, else the first.
      values: { ...values, shippingRateId: summary.shippingRateId, paymentMethod },
      fields,
      ships,
      total: summary.total,
      hasProblems: summary.hasProblems,
      pricingLoaded: Boolean(pricing.data) && !coded.loading,
      refetchPricing: () => Promise.all([pricing.refetch(), coded.refetch()]),
      currency,
      discountCodes: codes.codes,
    });

  // The page's frame: the same on the server and before mount (cacheable, hydrates as is).
  const screen = (children: ReactNode) => (
    <section className="sf-container sf-checkout" data-testid="checkout">
      <h1>{texts.heading}</h1>
      {children}
    </section>
  );

  if (!mounted) {
    return screen(
      <p className="sf-checkout__loading" aria-busy="true">
        Loading your cart…
      </p>,
    );
  }
  if (lines.length === 0) {
    return screen(
      preview ? (
        <p className="sf-checkout__loading" aria-busy="true">
          Loading the preview…
        </p>
      ) : (
        <div className="sf-checkout__empty" data-testid="checkout-empty">
          <p>Your cart is empty.</p>
          <ContinueShopping />
        </div>
      ),
    );
  }

  const { errors, sending, redirecting } = outcome;
  const busy = sending || redirecting;
  return screen(
    <>
      {preview ? (
        <Notice tone="info" testId="checkout-preview-banner">
          Preview of your checkout with a sample cart. Orders cannot be placed here.
        </Notice>
      ) : null}
      <div className="sf-checkout__layout">
        {settings === null ? (
          <p className="sf-checkout__loading sf-checkout__form" aria-busy="true">
            Loading checkout…
          </p>
        ) : (
          <form
            className="sf-checkout__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            aria-label="Checkout"
          >
            {outcome.showErrors ? (
              <ErrorSummary
                errors={errors}
                formError={outcome.formError}
                summaryRef={outcome.errorSummaryRef}
              />
            ) : null}
            <ContactFieldset legend={texts.contactHeading} form={form} />
            {ships ? (
              <>
                <AddressFieldset legend={texts.addressHeading} form={form} regions={regions} />
                <ShippingMethods
                  legend={texts.shippingHeading}
                  firstId={fieldId('shippingRateId')}
                  status={pricing.status}
                  zones={pricing.data?.shippingZones ?? []}
                  country={values.country}
                  summary={summary}
                  error={errors.shippingRateId}
                  money={money}
                  onChoose={(rateId) => onChange('shippingRateId', rateId)}
                />
              </>
            ) : (
              <p className="sf-notice sf-notice--info" data-testid="checkout-nothing-shipped">
                Nothing in your cart is shipped, so we need no address.
              </p>
            )}
            <PaymentFieldset
              legend={texts.paymentHeading}
              offered={offered}
              paymentMethod={paymentMethod}
              codFee={codFee}
              error={errors.paymentMethod}
              money={money}
              onChange={onChange}
            />
            {shown('note') ? <NoteField form={form} /> : null}
            <button
              type="submit"
              className="sf-btn sf-checkout__submit"
              disabled={busy || !pricing.data || noShipping !== null}
              aria-describedby={noShipping ? 'place-order-blocked' : undefined}
              aria-busy={busy || undefined}
              // A sandboxed preview (no allow-forms) never fires submit: check the form here.
              onClick={
                preview
                  ? (event) => {
                      event.preventDefault();
                      void submit();
                    }
                  : undefined
              }
              data-testid="place-order"
            >
              {redirecting
                ? 'Redirecting to secure payment…'
                : sending
                  ? 'Placing your order…'
                  : `${texts.placeOrderLabel} · ${money(summary.total)}`}
            </button>
            <p className="sf-visually-hidden" role="status">
              {redirecting ? 'Your order is placed. Redirecting to secure payment…' : ''}
            </p>
            {outcome.previewChecked ? (
              <p
                className="sf-notice sf-notice--info"
                role="status"
                data-testid="preview-no-orders"
              >
                This is a preview: the order was checked but not placed.
              </p>
            ) : null}
            {noShipping ? (
              <p
                id="place-order-blocked"
                className="sf-field__error"
                data-testid="place-order-blocked"
              >
                You can't place this order:{' '}
                {noShipping.charAt(0).toLowerCase() + noShipping.slice(1)} Choose another country or
                contact the store.
              </p>
            ) : null}
          </form>
        )}

        <OrderSummary
          pricing={{
            loaded: Boolean(pricing.data),
            isFetching: pricing.isFetching,
            error: pricing.isError ? pricing.error : null,
            refetch: pricing.refetch,
          }}
          priceNotice={outcome.priceNotice}
          codes={codes}
          codeError={outcome.codeError}
          summary={summary}
          lines={lines}
          currency={currency}
          onSetQuantity={(line: CartLine, q: number) => {
            if (!preview) cart.setQuantity(line, q);
          }}
          onRemove={(line: CartLine) => {
            if (!preview) cart.remove(line);
          }}
        />
      </div>
    </>,
  );
}
