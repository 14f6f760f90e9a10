/**
 * A saved address's form (add or edit): name, company, address lines, city, region, postal
 * code, country, phone and "Use as my default address", in the checkout's field frames (the
 * same labels, "(optional)" marks and errors under each field). Name, line 1, city and country
 * are checked here first; the server's refusal of any field lands under that field, anything
 * else above the buttons. Nothing typed is lost on an error.
 */
import { useId, useState, type FormEvent } from 'react';
import type { SavedAddress, SavedAddressBody } from '../../shared';
import { CountryField } from '../fields/CountryField';
import { controlAria, FieldFrame } from '../fields/FieldFrame';
import { regionLabel } from '../fields/RegionField';
import { formErrorsOf } from './account-errors';

type Values = Required<Omit<SavedAddressBody, 'isDefault'>> & { isDefault: boolean };
const FIELDS = [
  'name',
  'company',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'phone',
] as const;
type TextKey = Exclude<(typeof FIELDS)[number], 'country'>;

const emptyAddress: Values = {
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  phone: '',
  isDefault: false,
};

/** The address's fields as the form holds them (its id stays out of the body). */
function toValues(address: SavedAddress): Values {
  const out = { ...emptyAddress, isDefault: address.isDefault };
  for (const key of FIELDS) out[key] = address[key];
  return out;
}

/** The fields checked before sending: the ones the server always requires. */
function requiredMissing(values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  if (!values.name.trim()) out.name = 'Enter a name';
  if (!values.line1.trim()) out.line1 = 'Enter an address';
  if (!values.city.trim()) out.city = 'Enter a city';
  if (!values.country) out.country = 'Choose a country';
  return out;
}

interface AddressFormProps {
  /** The address being edited; undefined: a new one. */
  address?: SavedAddress;
  /** The name the form starts with for a new address (the account's). */
  defaultName: string;
  onSave: (values: SavedAddressBody) => Promise<void>;
  onCancel: () => void;
}

export function AddressForm({ address, defaultName, onSave, onCancel }: AddressFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() =>
    address ? toValues(address) : { ...emptyAddress, name: defaultName },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Values, value: string | boolean) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredMissing(values);
    setErrors(missing);
    setGeneral(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await onSave(values);
    } catch (error) {
      const { byField, general } = formErrorsOf(error, FIELDS);
      setErrors(byField);
      setGeneral(general);
      setBusy(false);
    }
  };

  const text = (
    key: TextKey,
    label: string,
    optional: boolean,
    autoComplete: string,
    type: 'text' | 'tel' = 'text',
  ) => {
    const fieldId = `${id}-${key}`;
    return (
      <FieldFrame id={fieldId} label={label} error={errors[key]} optional={optional}>
        <input
          id={fieldId}
          type={type}
          value={values[key]}
          autoComplete={autoComplete}
          onChange={(e) => set(key, e.target.value)}
          {...controlAria(fieldId, errors[key], optional)}
        />
      </FieldFrame>
    );
  };

  return (
    <form
      className="sf-account__address-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={address ? 'Edit address' : 'New address'}
      data-testid="account-address-form"
    >
      {text('name', 'Full name', false, 'name')}
      {text('company', 'Company', true, 'organization')}
      {text('line1', 'Address', false, 'address-line1')}
      {text('line2', 'Apartment, suite, etc.', true, 'address-line2')}
      <div className="sf-account__address-row">
        {text('city', 'City', false, 'address-level2')}
        {text('postalCode', 'Postal code', true, 'postal-code')}
      </div>
      <div className="sf-account__address-row">
        {text('region', regionLabel(values.country), true, 'address-level1')}
        <CountryField
          id={`${id}-country`}
          value={values.country}
          error={errors.country}
          onChange={(code) => set('country', code)}
        />
      </div>
      {text('phone', 'Phone', true, 'tel', 'tel')}
      {address?.isDefault ? null : (
        <label className="sf-account__check">
          <input
            type="checkbox"
            checked={values.isDefault}
            onChange={(e) => set('isDefault', e.target.checked)}
          />
          Use as my default address
        </label>
      )}
      {general ? (
        <p className="sf-account__error" role="alert">
          {general}
        </p>
      ) : null}
      <div className="sf-account__actions">
        <button type="submit" className="sf-button sf-account__button" disabled={busy}>
          {busy ? 'Saving…' : 'Save address'}
        </button>
        <button
          type="button"
          className="sf-button sf-account__button sf-account__button--quiet"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
