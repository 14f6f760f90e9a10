/**
 * The checkout's shipping methods: the rates the store offers for the shopper's country and
 * this cart (the shared quote, see checkout-summary.ts), each with its cost; or why there are
 * none: no country chosen yet, no zone ships there, or no rate fits the order.
 */
import type { ReactNode } from 'react';
import { countryName, formatWeight, zoneForCountry, type ShippingZoneDto } from '../../shared';
import type { CheckoutSummary } from '../pricing/checkout-summary';

interface ShippingMethodsProps {
  legend: ReactNode;
  /** The id of the first radio (the error summary links to it). */
  firstId: string;
  status: 'pending' | 'error' | 'success';
  zones: ShippingZoneDto[];
  country: string;
  summary: CheckoutSummary;
  error: string | undefined;
  money: (amount: number) => string;
  onChoose: (rateId: string) => void;
}

/** Why the order cannot ship to `country` (null when it can, or before a country is chosen). */
export function noShippingMessage(
  zones: ShippingZoneDto[],
  country: string,
  summary: Pick<CheckoutSummary, 'shipsToCountry' | 'weightGrams'>,
): string | null {
  if (summary.shipsToCountry !== false) return null;
  const name = countryName(country);
  const zone = zoneForCountry(zones, country);
  if (!zone || zone.rates.length === 0) return `We don't ship to ${name} yet.`;
  return `None of our shipping methods to ${name} can take this order (${formatWeight(summary.weightGrams)}). Try fewer items.`;
}

export function ShippingMethods({
  legend,
  firstId,
  status,
  zones,
  country,
  summary,
  error,
  money,
  onChoose,
}: ShippingMethodsProps) {
  const none = noShippingMessage(zones, country, summary);
  return (
    <fieldset
      className={`sf-checkout__section sf-choice-list${error ? ' sf-field--invalid' : ''}`}
      aria-describedby={error ? `${firstId}-error` : undefined}
      data-testid="shipping-methods"
    >
      <legend>{legend}</legend>
      {status === 'pending' ? <p aria-busy="true">Loading shipping methods…</p> : null}
      {status === 'success' && !country ? (
        <p className="sf-choice__hint" data-testid="shipping-choose-country">
          Choose your country to see shipping methods.
        </p>
      ) : null}
      {none ? (
        <p className="sf-notice sf-notice--warning" role="status" data-testid="no-shipping">
          {none}
        </p>
      ) : null}
      {summary.shippingOptions.map(({ rate, cost }, i) => (
        <label key={rate.id} className="sf-choice">
          <input
            type="radio"
            name="shippingRateId"
            id={i === 0 ? firstId : undefined}
            value={rate.id}
            checked={summary.shippingRateId === rate.id}
            onChange={() => onChoose(rate.id)}
            data-testid="shipping-option"
          />
          <span className="sf-choice__text">
            <span className="sf-choice__title">{rate.name}</span>
            {rate.description ? <span className="sf-choice__hint">{rate.description}</span> : null}
            {rate.freeOver !== null && cost > 0 ? (
              <span className="sf-choice__hint">Free from {money(rate.freeOver)}</span>
            ) : null}
          </span>
          <span className="sf-choice__price" data-testid="shipping-option-price">
            {cost === 0 ? 'Free' : money(cost)}
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${firstId}-error`} className="sf-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
