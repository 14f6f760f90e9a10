/**
 * One shipping zone: its name, its countries as chips (or "every other country"), and its
 * rates in a table (name, when it applies, price), each editable, movable and deletable;
 * an empty zone says shoppers there cannot check out and offers to add a rate.
 */
import { countryName, type AdminShippingRate, type AdminShippingZone } from '../../shared';
import { ActionMenu, Badge, Card, EmptyState, TableHead } from '../kit';
import { rateLines } from './rate-condition';

export interface ZoneCardProps {
  zone: AdminShippingZone;
  money: (amount: number) => string;
  /** A reorder is on its way: the move buttons wait. */
  moving: boolean;
  onEditZone: () => void;
  onDeleteZone: () => void;
  onAddRate: () => void;
  onEditRate: (rate: AdminShippingRate) => void;
  onDeleteRate: (rate: AdminShippingRate) => void;
  onMoveRate: (rate: AdminShippingRate, by: -1 | 1) => void;
}

export function ZoneCard({
  zone,
  money,
  moving,
  onEditZone,
  onDeleteZone,
  onAddRate,
  onEditRate,
  onDeleteRate,
  onMoveRate,
}: ZoneCardProps) {
  const addRate = (label: string) => (
    <button
      type="button"
      className="button button-secondary button-small"
      onClick={onAddRate}
      data-testid="add-rate"
    >
      {label}
      <span className="visually-hidden"> to {zone.name}</span>
    </button>
  );
  return (
    <Card
      title={zone.name}
      className="shipping-zone"
      data-testid="shipping-zone"
      actions={
        <>
          {addRate('Add rate')}
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={onEditZone}
            data-testid="edit-zone"
          >
            Edit<span className="visually-hidden"> {zone.name}</span>
          </button>
          {zone.restOfWorld ? null : (
            <ActionMenu
              actions={[
                {
                  label: 'Delete zone',
                  tone: 'danger',
                  onSelect: onDeleteZone,
                  'data-testid': 'delete-zone',
                },
              ]}
            />
          )}
        </>
      }
    >
      <div className="shipping-zone-countries">
        {zone.restOfWorld ? (
          <p className="muted">Every country no other zone lists.</p>
        ) : (
          <ul className="country-chips" aria-label={`Countries of ${zone.name}`}>
            {zone.countries.map((code) => (
              <li key={code} className="country-chip" data-testid="zone-country">
                {countryName(code)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {zone.rates.length === 0 ? (
        <EmptyState title="No rates yet" action={addRate('Add a rate')} data-testid="zone-no-rates">
          {zone.restOfWorld
            ? 'Shoppers in countries no zone lists are told you do not ship to them yet.'
            : 'Shoppers in these countries are told you do not ship to them yet.'}
        </EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="kit-table shipping-rates" data-testid="shipping-rates">
            <caption className="visually-hidden">Rates of {zone.name}</caption>
            <TableHead labels={['Rate', 'Condition', 'Price']} alignEnd={[2]} />
            <tbody>
              {zone.rates.map((rate, i) => {
                const lines = rateLines(rate, money);
                return (
                  <tr key={rate.id} data-testid="shipping-rate" data-rate={rate.name}>
                    <th scope="row">
                      <span className="shipping-rate-name">{rate.name}</span>
                      {rate.description ? (
                        <span className="muted shipping-rate-description">{rate.description}</span>
                      ) : null}
                      {rate.active ? null : <Badge tone="neutral">Not offered</Badge>}
                    </th>
                    <td data-testid="rate-condition">
                      {lines.map((l) => (
                        <div key={l.condition}>{l.condition}</div>
                      ))}
                    </td>
                    <td className="kit-align-end" data-testid="rate-price">
                      {lines.map((l) => (
                        <div key={l.condition}>{l.price}</div>
                      ))}
                    </td>
                    <td className="kit-align-end shipping-rate-actions">
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Move ${rate.name} up`}
                        disabled={moving || i === 0}
                        onClick={() => onMoveRate(rate, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Move ${rate.name} down`}
                        disabled={moving || i === zone.rates.length - 1}
                        onClick={() => onMoveRate(rate, 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => onEditRate(rate)}
                        data-testid="edit-rate"
                      >
                        Edit<span className="visually-hidden"> {rate.name}</span>
                      </button>
                      <button
                        type="button"
                        className="button button-danger-outline button-small"
                        onClick={() => onDeleteRate(rate)}
                        data-testid="delete-rate"
                      >
                        Delete<span className="visually-hidden"> {rate.name}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
