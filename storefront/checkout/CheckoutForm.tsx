/**
 * The checkout form: contact and address fields, shipping method (prices from the server),
 * payment method, and the order summary with server-verified prices. Validates per field,
 * focuses an error summary, sends one idempotency key per attempt, explains a 409 line by
 * line (out of stock, gone, changed prices) with fixes, and on success clears the cart and
 * shows the confirmation. Before the cart is read (server HTML, hydration) it shows loading.
 * The store's checkout settings (with the prices) say which fields show, which are optional
 * and the texts; until they arrive the form waits. In preview mode (the checkout editor's
 * iframe) it shows a sample cart with the editor's draft settings and never places an order.
 */
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultCheckoutSettings, formatMoney, type CartLine } from '../../shared';
import type {
  CheckoutLineState,
  CheckoutRequest,
  CheckoutSettings,
  PaymentMethodName,
  PricingProductDto,
  ProductPricingShippingDto,
} from '../../shared';
import { trackPixel } from '../analytics/pixel';
import { useNavigate } from '../app/store-router';
import { useCart } from '../cart';
import { useStorefront } from '../context/storefront-context';
import { ResponsiveImage } from '../sections/parts/ResponsiveImage';
import { CheckoutApiError, fetchPricing, placeOrder } from './checkout-api';
import { clearAttempt, getAttemptKey } from './checkout-attempt';
import { confirmationPath, orderQueryKey, randomUuidV4 } from './checkout-ids';
import { buildCheckoutSummary, cartPrice, type SummaryRow } from './checkout-summary';
import { CountryField } from './CountryField';
import { defaultCountry } from './default-country';
import { noShippingMessage, ShippingMethods } from './ShippingMethods';
import {
  checkoutFieldOrder,
  emptyCheckoutForm,
  isFieldRequired,
  isFieldShown,
  toFormField,
  validateCheckoutForm,
  type CheckoutField,
  type CheckoutFormErrors,
  type CheckoutFormValues,
} from './validate-checkout-form';

const fieldId = (field: CheckoutField) => `checkout-${field}`;
const subscribeNever = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

interface Conflict {
  lines: CheckoutLineState[];
  /** When it arrived: prices fetched later supersede it. */
  at: number;
}

interface TextFieldProps {
  field: CheckoutField;
  label: string;
  values: CheckoutFormValues;
  errors: CheckoutFormErrors;
  onChange: (field: CheckoutField, value: string) => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  optional?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

function TextField({
  field,
  label,
  values,
  errors,
  onChange,
  autoComplete,
  type = 'text',
  optional = false,
  inputMode,
}: TextFieldProps) {
  const id = fieldId(field);
  const error = errors[field];
  return (
    <div className={`sf-field${error ? ' sf-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="sf-field__optional"> (optional)</span> : null}
      </label>
      <input
        id={id}
        name={field}
        type={type}
        data-testid={id}
        value={values[field]}
        autoComplete={autoComplete}
        {...(inputMode ? { inputMode } : {})}
        required={!optional}
        aria-required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(field, e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="sf-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'info' | 'warning' | 'error';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`sf-notice sf-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

function SummaryLine({
  row,
  currency,
  onSetQuantity,
  onRemove,
}: {
  row: SummaryRow;
  currency: string;
  onSetQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  const { line, unitPrice, regularPrice, priceChanged, problem } = row;
  const money = (n: number) => formatMoney(n, currency);
  const options = Object.entries(line.selectedAttributes ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(' / ');
  return (
    <li
      className={`sf-summary__line${problem ? ' sf-summary__line--problem' : ''}`}
      data-testid="checkout-line"
      data-product-id={line.productId}
    >
      {line.productImage ? (
        <ResponsiveImage
          className="sf-summary__image"
          src={line.productImage}
          alt=""
          sizes="56px"
          width={56}
          height={56}
        />
      ) : null}
      <span className="sf-summary__name">
        {line.name}
        {options ? <span className="sf-summary__meta">{options}</span> : null}
        <span className="sf-summary__meta">
          {line.quantity} ×{' '}
          {unitPrice === null ? (
            '—'
          ) : (
            <>
              {regularPrice !== null ? (
                <s className="sf-summary__old">{money(regularPrice)}</s>
              ) : null}{' '}
              {money(unitPrice)}
            </>
          )}
        </span>
        {priceChanged ? (
          <span className="sf-summary__changed" data-testid="price-changed">
            Price changed from {money(priceChanged.from)} to {money(priceChanged.to)}
          </span>
        ) : null}
        {problem ? (
          <span className="sf-summary__problem" data-testid="line-problem">
            {problem.message}
            {problem.kind === 'insufficient_stock' ? '. ' : '. '}
            <span className="sf-summary__fixes">
              {problem.kind === 'insufficient_stock' ? (
                <button
                  type="button"
                  className="sf-link-button"
                  onClick={() => onSetQuantity(line, problem.available)}
                >
                  Change quantity to {problem.available}
                </button>
              ) : null}
              <button type="button" className="sf-link-button" onClick={() => onRemove(line)}>
                Remove {line.name}
              </button>
            </span>
          </span>
        ) : null}
      </span>
      <span className="sf-summary__amount">
        {unitPrice === null ? '—' : money(Math.round(unitPrice * 100 * line.quantity) / 100)}
      </span>
    </li>
  );
}

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The cart lives in browser storage: unknown until mounted (server HTML says "loading").
  // Switches with the cart's own store (after hydration), so "empty" never flashes first.
  const mounted = useSyncExternalStore(subscribeNever, isBrowser, isServer);
  // A preview never touches the shopper's cart: it shows its sample lines.
  const lines = preview ? preview.lines : cart.lines;

  const productIds = useMemo(() => [...new Set(lines.map((l) => l.productId))].sort(), [lines]);
  const pricingQuery = useQuery({
    queryKey: ['checkout', store.storeId, 'pricing', productIds],
    queryFn: () => fetchPricing(store.storeId, productIds),
    enabled: mounted && productIds.length > 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) =>
      !(error instanceof CheckoutApiError && error.status < 500) && count < 2,
  });
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
  const fields = settings?.fields ?? defaultCheckoutSettings.fields;
  const texts = settings?.texts ?? defaultCheckoutSettings.texts;
  const shown = (field: CheckoutField) => isFieldShown(field, fields);
  const optional = (field: CheckoutField) => !isFieldRequired(field, fields);
  const [previewNote, setPreviewNote] = useState(false);

  const [values, setValues] = useState<CheckoutFormValues>(() => ({
    ...emptyCheckoutForm,
    paymentMethod: 'cod',
    // The form renders only once mounted, so the server's '' never shows.
    country: typeof navigator === 'undefined' ? '' : defaultCountry(navigator.languages ?? []),
  }));
  const [errors, setErrors] = useState<CheckoutFormErrors>({});
  const [showErrors, setShowErrors] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const errorSummary = useRef<HTMLDivElement>(null);

  const offered: PaymentMethodName[] = pricing.data?.paymentMethods ?? ['cod'];
  const codFee = pricing.data?.codFee ?? 0;
  // The chosen method while the store offers it; the only one when there is one.
  const paymentMethod: CheckoutFormValues['paymentMethod'] =
    values.paymentMethod && offered.includes(values.paymentMethod)
      ? values.paymentMethod
      : offered.length === 1
        ? (offered[0] ?? '')
        : '';
  const activeConflict = conflict && pricing.dataUpdatedAt <= conflict.at ? conflict.lines : [];
  const summary = buildCheckoutSummary(
    lines,
    pricing.data,
    activeConflict,
    values.shippingRateId,
    values.country,
    paymentMethod,
  );
  // The rate offered for the country and cart: the chosen one while offered, else the first.
  const shippingRateId = summary.shippingRateId;
  const noShipping = pricing.data
    ? noShippingMessage(pricing.data.shippingZones, values.country, summary)
    : null;
  const currency = pricing.data?.currency ?? store.currency;
  const money = (n: number) => formatMoney(n, currency);

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

  useEffect(() => {
    if (focusTick > 0) errorSummary.current?.focus();
  }, [focusTick]);

  const onChange = (field: CheckoutField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const focusField = (field: CheckoutField) => {
    const el =
      document.getElementById(fieldId(field)) ??
      document.querySelector<HTMLElement>(`[name="${field}"]`);
    el?.focus();
  };

  const explain = (found: CheckoutFormErrors, message: string | null) => {
    setErrors(found);
    setFormError(message);
    setShowErrors(true);
    setFocusTick((n) => n + 1);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  async function submit() {
    if (sendingRef.current) return;
    const current = { ...values, shippingRateId, paymentMethod };
    const found = validateCheckoutForm(current, fields);
    if (Object.keys(found).length > 0 || summary.hasProblems || !pricing.data) {
      explain(
        found,
        summary.hasProblems
          ? 'Some items in your order need your attention (see the order summary).'
          : !pricing.data
            ? 'Prices are still loading. Please wait a moment.'
            : null,
      );
      return;
    }
    if (preview) {
      // The checkout editor's preview: everything checked, nothing sent.
      setShowErrors(false);
      setPreviewNote(true);
      return;
    }
    // Hidden fields are not sent (the server drops them too).
    const given = (field: CheckoutField) => (shown(field) ? current[field] : '');
    const request: Omit<CheckoutRequest, 'idempotencyKey'> = {
      storeId: store.storeId,
      customer: { name: current.name, phone: given('phone'), email: current.email },
      address: {
        company: given('company'),
        line1: current.line1,
        line2: given('line2'),
        city: current.city,
        region: given('region'),
        postalCode: given('postalCode'),
        country: current.country,
      },
      shippingRateId,
      paymentMethod: paymentMethod || 'cod',
      note: given('note'),
      lines: cart.lines.map((l) => ({
        productId: l.productId,
        variationId: l.variationId ?? null,
        quantity: l.quantity,
      })),
    };
    const idempotencyKey = getAttemptKey(request, randomUuidV4);
    sendingRef.current = true;
    setSending(true);
    setFormError(null);
    setPriceNotice(null);
    setShowErrors(false);
    try {
      const { token, ...order } = await placeOrder({
        ...request,
        idempotencyKey,
        expectedTotal: summary.total,
      });
      clearAttempt();
      trackPixel(
        'Purchase',
        {
          value: order.total,
          currency: order.currency,
          content_ids: [...new Set(order.items.flatMap((i) => (i.productId ? [i.productId] : [])))],
          content_type: 'product',
          num_items: order.items.reduce((n, i) => n + i.quantity, 0),
        },
        order.orderId,
      );
      queryClient.setQueryData(orderQueryKey(store.storeId, order.orderId, token), order);
      navigate(confirmationPath(order.orderId, token));
      cart.clear();
    } catch (error) {
      if (!(error instanceof CheckoutApiError)) {
        explain({}, 'We could not reach the store. Check your connection and try again.');
        return;
      }
      const details = error.body.details ?? [];
      if (error.status === 409) {
        if (details.some((d) => d.field === 'idempotencyKey')) {
          clearAttempt();
          explain({}, 'This order changed while it was being sent. Please place it again.');
          return;
        }
        if (error.body.lines) setConflict({ lines: error.body.lines, at: Date.now() });
        if (details.some((d) => d.field === 'expectedTotal')) {
          setPriceNotice(
            `Prices have changed since you opened checkout. The new total is ${money(error.body.total ?? 0)}: please check your order and place it again.`,
          );
        }
        const fieldErrors: CheckoutFormErrors = {};
        for (const d of details) {
          const field = toFormField(d.field);
          if (field) fieldErrors[field] = d.message;
        }
        await pricing.refetch();
        explain(
          fieldErrors,
          details.some((d) => d.field.startsWith('lines'))
            ? `${error.message}. Please update your order (see the order summary).`
            : details.some((d) => d.field === 'expectedTotal')
              ? 'Prices have changed. Please review the new total.'
              : error.message,
        );
        return;
      }
      if (error.status === 429) {
        explain({}, 'Too many attempts. Please wait a minute and try again.');
        return;
      }
      if (error.status >= 400 && error.status < 500) {
        const fieldErrors: CheckoutFormErrors = {};
        const other: string[] = [];
        for (const d of details) {
          const field = toFormField(d.field);
          if (field) fieldErrors[field] ??= d.message;
          else other.push(d.message);
        }
        explain(fieldErrors, other.length ? other.join('. ') : null);
        return;
      }
      explain({}, 'Something went wrong while placing your order. Please try again.');
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

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
          <p>
            <a className="sf-btn sf-checkout__link-button" href="/shop">
              Continue shopping
            </a>
          </p>
        </div>
      ),
    );
  }

  const errorList = checkoutFieldOrder.filter((f) => errors[f]);
  const hasSummaryErrors = showErrors && (errorList.length > 0 || formError);

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
          <form className="sf-checkout__form" noValidate onSubmit={onSubmit} aria-label="Checkout">
            {hasSummaryErrors ? (
              <div
                ref={errorSummary}
                className="sf-checkout__errors"
                role="alert"
                tabIndex={-1}
                aria-labelledby="checkout-errors-title"
                data-testid="checkout-errors"
              >
                <h2 id="checkout-errors-title">There is a problem</h2>
                <ul>
                  {formError ? <li>{formError}</li> : null}
                  {errorList.map((f) => (
                    <li key={f}>
                      <a
                        href={`#${fieldId(f)}`}
                        onClick={(e) => {
                          e.preventDefault();
                          focusField(f);
                        }}
                      >
                        {errors[f]}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <fieldset className="sf-checkout__section">
              <legend>{texts.contactHeading}</legend>
              <TextField
                field="name"
                label="Full name"
                autoComplete="name"
                {...{ values, errors, onChange }}
              />
              {shown('phone') ? (
                <TextField
                  field="phone"
                  label="Phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  optional={optional('phone')}
                  {...{ values, errors, onChange }}
                />
              ) : null}
              <TextField
                field="email"
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                {...{ values, errors, onChange }}
              />
            </fieldset>

            <fieldset className="sf-checkout__section">
              <legend>{texts.addressHeading}</legend>
              {shown('company') ? (
                <TextField
                  field="company"
                  label="Company"
                  autoComplete="organization"
                  optional={optional('company')}
                  {...{ values, errors, onChange }}
                />
              ) : null}
              <TextField
                field="line1"
                label="Address"
                autoComplete="address-line1"
                {...{ values, errors, onChange }}
              />
              {shown('line2') ? (
                <TextField
                  field="line2"
                  label="Apartment, suite, etc."
                  autoComplete="address-line2"
                  optional={optional('line2')}
                  {...{ values, errors, onChange }}
                />
              ) : null}
              <div className="sf-checkout__row">
                <TextField
                  field="city"
                  label="City"
                  autoComplete="address-level2"
                  {...{ values, errors, onChange }}
                />
                {shown('region') ? (
                  <TextField
                    field="region"
                    label="Region / state"
                    autoComplete="address-level1"
                    optional={optional('region')}
                    {...{ values, errors, onChange }}
                  />
                ) : null}
              </div>
              <div className="sf-checkout__row">
                {shown('postalCode') ? (
                  <TextField
                    field="postalCode"
                    label="Postal code"
                    autoComplete="postal-code"
                    optional={optional('postalCode')}
                    {...{ values, errors, onChange }}
                  />
                ) : null}
                <CountryField
                  id={fieldId('country')}
                  value={values.country}
                  error={errors.country}
                  onChange={(code) => onChange('country', code)}
                />
              </div>
            </fieldset>

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

            <fieldset
              className={`sf-checkout__section sf-choice-list${errors.paymentMethod ? ' sf-field--invalid' : ''}`}
              aria-describedby={errors.paymentMethod ? 'checkout-paymentMethod-error' : undefined}
            >
              <legend>{texts.paymentHeading}</legend>
              {offered.includes('cod') ? (
                <label className="sf-choice">
                  <input
                    type="radio"
                    name="paymentMethod"
                    id={fieldId('paymentMethod')}
                    value="cod"
                    checked={paymentMethod === 'cod'}
                    onChange={() => onChange('paymentMethod', 'cod')}
                    data-testid="payment-cod"
                  />
                  <span className="sf-choice__text">
                    <span className="sf-choice__title">Cash on delivery</span>
                    <span className="sf-choice__hint">Pay when your order arrives.</span>
                  </span>
                  {codFee > 0 ? (
                    <span className="sf-choice__price" data-testid="cod-fee">
                      +{money(codFee)}
                    </span>
                  ) : null}
                </label>
              ) : null}
              {offered.includes('bank_transfer') ? (
                <label className="sf-choice">
                  <input
                    type="radio"
                    name="paymentMethod"
                    id={offered.includes('cod') ? undefined : fieldId('paymentMethod')}
                    value="bank_transfer"
                    checked={paymentMethod === 'bank_transfer'}
                    onChange={() => onChange('paymentMethod', 'bank_transfer')}
                    data-testid="payment-bank-transfer"
                  />
                  <span className="sf-choice__text">
                    <span className="sf-choice__title">Bank transfer</span>
                    <span className="sf-choice__hint">
                      You get our bank details after placing the order; we ship once the payment
                      arrives.
                    </span>
                  </span>
                </label>
              ) : null}
              {errors.paymentMethod ? (
                <p id="checkout-paymentMethod-error" className="sf-field__error">
                  {errors.paymentMethod}
                </p>
              ) : null}
            </fieldset>

            {shown('note') ? (
              <div className={`sf-field${errors.note ? ' sf-field--invalid' : ''}`}>
                <label htmlFor={fieldId('note')}>
                  Order note
                  {optional('note') ? (
                    <span className="sf-field__optional"> (optional)</span>
                  ) : null}
                </label>
                <textarea
                  id={fieldId('note')}
                  name="note"
                  rows={3}
                  maxLength={1000}
                  value={values.note}
                  required={!optional('note')}
                  aria-required={!optional('note')}
                  aria-invalid={errors.note ? true : undefined}
                  aria-describedby={errors.note ? 'checkout-note-error' : undefined}
                  onChange={(e) => onChange('note', e.target.value)}
                />
                {errors.note ? (
                  <p id="checkout-note-error" className="sf-field__error">
                    {errors.note}
                  </p>
                ) : null}
              </div>
            ) : null}

            <button
              type="submit"
              className="sf-btn sf-checkout__submit"
              disabled={sending || !pricing.data || noShipping !== null}
              aria-describedby={noShipping ? 'place-order-blocked' : undefined}
              aria-busy={sending || undefined}
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
              {sending
                ? 'Placing your order…'
                : `${texts.placeOrderLabel} · ${money(summary.total)}`}
            </button>
            {previewNote ? (
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

        <aside className="sf-checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">Order summary</h2>
          {pricing.isError ? (
            <Notice tone="error">
              We could not load current prices and shipping: {pricing.error.message}.{' '}
              <button
                type="button"
                className="sf-link-button"
                onClick={() => void pricing.refetch()}
              >
                Retry
              </button>
            </Notice>
          ) : null}
          {priceNotice ? (
            <Notice tone="warning" testId="price-notice">
              {priceNotice}
            </Notice>
          ) : summary.hasPriceChanges ? (
            <Notice tone="warning" testId="price-notice">
              Some prices have changed since you added these items. The summary shows the prices you
              will pay.
            </Notice>
          ) : null}
          {summary.hasProblems ? (
            <Notice tone="error" testId="stock-notice">
              Some items cannot be ordered as they are. Change or remove them below to continue.
            </Notice>
          ) : null}
          <ul className="sf-summary__lines" aria-busy={pricing.isFetching || undefined}>
            {summary.rows.map((row) => (
              <SummaryLine
                key={`${row.line.productId}-${row.line.variationId ?? ''}`}
                row={row}
                currency={currency}
                onSetQuantity={(line, q) => {
                  if (!preview) cart.setQuantity(line, q);
                }}
                onRemove={(line) => {
                  if (!preview) cart.remove(line);
                }}
              />
            ))}
          </ul>
          <dl className="sf-summary__totals">
            <div>
              <dt>Subtotal</dt>
              <dd data-testid="checkout-subtotal">
                {pricing.data
                  ? money(summary.subtotal)
                  : money(lines.reduce((s, l) => s + cartPrice(l) * l.quantity, 0))}
              </dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd data-testid="checkout-shipping">
                {summary.shipping === null
                  ? '—'
                  : summary.shipping === 0
                    ? 'Free'
                    : money(summary.shipping)}
              </dd>
            </div>
            {summary.paymentFee > 0 ? (
              <div>
                <dt>Cash on delivery fee</dt>
                <dd data-testid="checkout-payment-fee">{money(summary.paymentFee)}</dd>
              </div>
            ) : null}
            <div className="sf-summary__total">
              <dt>Total</dt>
              <dd data-testid="checkout-total">{money(summary.total)}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </>,
  );
}
