/**
 * /dashboard/taxes: whether the store's prices include tax, whether shipping is taxed, and the
 * rates by country (and region: a US state, a Canadian province, instead of or added to the
 * country's). No rate is built in: "Add EU standard VAT rates" fills in a starting point
 * (with the date the rates were checked) for the merchant to check. One form over the shared
 * schema, save bar, leave guard, server errors under their fields, "Taxes saved".
 */
import { useQuery } from '@tanstack/react-query';
import { forwardRef, useCallback, type ComponentPropsWithoutRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  countryName,
  countryOptions,
  EU_STANDARD_VAT,
  EU_VAT_CHECKED_ON,
  updateTaxSettingsBodySchema,
  type CountryCode,
  type RegionOption,
  type TaxSettingsDto,
} from '../../../shared';
import { bindFields, Card, FieldError, PagePending } from '../../kit';
import { useCurrentStore } from '../../state/use-current-store';
import { SettingsFormPage } from '../SettingsFormPage';
import { SettingSwitch } from '../SettingSwitch';
import { settingsApi } from '../settings-api';
import { settingsKeys, settingsQueries } from '../settings-queries';
import { useSettingsForm } from '../use-settings-form';
import { useRegions } from './use-regions';

interface RateValues {
  country: string;
  region: string;
  name: string;
  percent: number | '';
  combine: 'instead' | 'add';
}

interface TaxFormValues {
  pricesIncludeTax: boolean;
  taxShipping: boolean;
  rates: RateValues[];
}

const toValues = (t: TaxSettingsDto): TaxFormValues => ({
  pricesIncludeTax: t.pricesIncludeTax,
  taxShipping: t.taxShipping,
  rates: t.rates.map((r) => ({
    country: r.country,
    region: r.region ?? '',
    name: r.name,
    percent: r.percent,
    combine: r.combine,
  })),
});

const numberInput = {
  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number(v)),
};

/** Every API path names its own input. */
const fieldPath = (path: string) => path;

/**
 * A rate's region: the country's list when known ("Whole country" first), else a code typed
 * (a country without listed regions, or while the list loads).
 */
const RegionInput = forwardRef<
  HTMLSelectElement & HTMLInputElement,
  { index: number; regions: readonly RegionOption[] | null } & ComponentPropsWithoutRef<'select'>
>(function RegionInput({ index, regions, ...field }, ref) {
  const label = `Region of rate ${index + 1}`;
  if (!regions?.length) {
    return (
      <input
        ref={ref}
        aria-label={`${label} (a code, e.g. CA; empty: the whole country)`}
        placeholder="Whole country"
        maxLength={3}
        {...(field as ComponentPropsWithoutRef<'input'>)}
      />
    );
  }
  return (
    <select ref={ref} aria-label={label} {...field}>
      <option value="">Whole country</option>
      {regions.map((r) => (
        <option key={r.code} value={r.code}>
          {r.name} ({r.code})
        </option>
      ))}
    </select>
  );
});

export function TaxesScreen() {
  const storeId = useCurrentStore().storeId ?? '';
  const settings = useQuery(settingsQueries.taxes(storeId));
  // The region lists load beside the settings, so the rows open with them.
  const regionsOf = useRegions();
  if (!settings.data) {
    return <PagePending title="Taxes" what="your tax settings" query={settings} testId="taxes" />;
  }
  return (
    <TaxesForm key={storeId} storeId={storeId} settings={settings.data} regionsOf={regionsOf} />
  );
}

interface TaxesFormProps {
  storeId: string;
  settings: TaxSettingsDto;
  regionsOf: ReturnType<typeof useRegions>;
}

function TaxesForm({ storeId, settings, regionsOf }: TaxesFormProps) {
  const toBody = useCallback(
    (values: TaxFormValues) => ({
      storeId,
      pricesIncludeTax: values.pricesIncludeTax,
      taxShipping: values.taxShipping,
      rates: values.rates.map((r) => ({
        // The schema checks it is a code (the select offers only codes).
        country: r.country as CountryCode,
        region: r.region.trim() ? r.region : null,
        name: r.name,
        percent: r.percent === '' ? Number.NaN : r.percent,
        combine: r.combine,
      })),
    }),
    [storeId],
  );
  const {
    form: {
      control,
      register,
      watch,
      formState: { errors },
    },
    page,
  } = useSettingsForm({
    settings,
    schema: updateTaxSettingsBodySchema,
    toValues,
    toBody,
    fieldPath,
    save: settingsApi.updateTaxes,
    queryKey: settingsKeys.taxes(storeId),
    savedMessage: 'Taxes saved',
  });
  const field = bindFields(register, errors);
  const rates = useFieldArray({ control, name: 'rates' });
  const current = watch('rates');
  const has = (country: string) => current.some((r) => r.country === country && !r.region.trim());
  const addEu = () => {
    for (const { country, percent } of EU_STANDARD_VAT) {
      if (!has(country))
        rates.append({ country, region: '', name: 'VAT', percent, combine: 'instead' });
    }
  };

  return (
    <SettingsFormPage
      title="Taxes"
      testId="taxes"
      formTestId="taxes-form"
      failureTitle="The taxes were not saved"
      failureTestId="taxes-save-error"
      {...page}
      main={
        <>
          <Card title="Prices and shipping" data-testid="taxes-settings">
            <div className="settings-card-body">
              <SettingSwitch
                label="My prices include tax"
                hint="On: a price of 10.00 holds the tax (checkout shows 'Including … tax'). Off: tax is added at checkout."
                {...field('pricesIncludeTax')}
                data-testid="prices-include-tax"
              />
              <SettingSwitch
                label="Charge tax on shipping"
                hint="Shipping is taxed at the destination's rates."
                {...field('taxShipping')}
                data-testid="tax-shipping"
              />
            </div>
          </Card>
          <Card title="Tax rates" data-testid="tax-rates">
            <div className="settings-card-body">
              <p className="muted">
                Orders are taxed at the rate of the country they ship to (the store&apos;s own
                country when nothing ships). A region&apos;s rate applies instead of the
                country&apos;s, or on top of it. A country without a rate is not taxed.
              </p>
              {rates.fields.length === 0 ? (
                <p data-testid="tax-rates-empty">No rates yet: orders carry no tax.</p>
              ) : (
                <table className="taxes-table">
                  <thead>
                    <tr>
                      <th scope="col">Country</th>
                      <th scope="col">Region</th>
                      <th scope="col">Name</th>
                      <th scope="col">Rate (%)</th>
                      <th scope="col">Region rate</th>
                      <th scope="col">
                        <span className="visually-hidden">Remove</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rates.fields.map((row, i) => (
                      <tr key={row.id} data-testid="tax-rate-row">
                        <td>
                          <select
                            aria-label={`Country of rate ${i + 1}`}
                            {...register(`rates.${i}.country`)}
                          >
                            {countryOptions().map((c) => (
                              <option key={c.code} value={c.code}>
                                {c.name}
                              </option>
                            ))}
                          </select>
                          <FieldError
                            name={`rates.${i}.country`}
                            error={errors.rates?.[i]?.country?.message}
                          />
                        </td>
                        <td>
                          <RegionInput
                            index={i}
                            regions={regionsOf?.(current[i]?.country ?? '') ?? null}
                            {...register(`rates.${i}.region`)}
                          />
                          <FieldError
                            name={`rates.${i}.region`}
                            error={errors.rates?.[i]?.region?.message}
                          />
                        </td>
                        <td>
                          <input
                            aria-label={`Name of rate ${i + 1}`}
                            maxLength={40}
                            {...register(`rates.${i}.name`)}
                          />
                          <FieldError
                            name={`rates.${i}.name`}
                            error={errors.rates?.[i]?.name?.message}
                          />
                        </td>
                        <td>
                          <input
                            aria-label={`Rate ${i + 1} in percent`}
                            type="number"
                            min={0}
                            max={100}
                            step="0.0001"
                            inputMode="decimal"
                            {...register(`rates.${i}.percent`, numberInput)}
                          />
                          <FieldError
                            name={`rates.${i}.percent`}
                            error={errors.rates?.[i]?.percent?.message}
                          />
                        </td>
                        <td>
                          <select
                            aria-label={`How rate ${i + 1} applies to its region`}
                            disabled={!current[i]?.region.trim()}
                            {...register(`rates.${i}.combine`)}
                          >
                            <option value="instead">Instead of the country&apos;s</option>
                            <option value="add">Added to the country&apos;s</option>
                          </select>
                        </td>
                        <td>
                          <button
                            type="button"
                            className="button button-danger-outline button-small"
                            onClick={() => rates.remove(i)}
                          >
                            Remove
                            <span className="visually-hidden">
                              {` ${countryName(current[i]?.country ?? '')} ${current[i]?.region ?? ''}`}
                            </span>
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <p className="taxes-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    rates.append({
                      country: 'US',
                      region: '',
                      name: 'Sales tax',
                      percent: '',
                      combine: 'instead',
                    })
                  }
                  data-testid="add-tax-rate"
                >
                  Add a rate
                </button>{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={addEu}
                  data-testid="add-eu-vat"
                >
                  Add EU standard VAT rates
                </button>
              </p>
              <p className="muted" data-testid="eu-vat-note">
                The EU standard rates were checked on {EU_VAT_CHECKED_ON}; rates change, and reduced
                rates are not included: check them for what you sell.
              </p>
            </div>
          </Card>
        </>
      }
    />
  );
}
