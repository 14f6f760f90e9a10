/**
 * Adding or editing a shipping zone: its name and countries (the rest-of-world zone has a
 * name only), validated by the shared add/update-zone schema; the server's 400s (a country
 * another zone holds) land under their fields.
 */
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  addShippingZoneBodySchema,
  updateShippingZoneBodySchema,
  type AdminShippingZone,
} from '../../shared';
import { bindFields, FormDialog, schemaResolver, TextField, useDialogSave } from '../kit';
import { CountryPicker } from './CountryPicker';
import { shippingApi } from './shipping-api';

interface ZoneFormValues {
  name: string;
  countries: string[];
}

export interface ZoneDialogProps {
  storeId: string;
  /** The zone to edit; absent: a new zone. */
  zone?: AdminShippingZone | undefined;
  /** Every zone of the store (their countries are taken). */
  zones: AdminShippingZone[];
  onSaved: (zone: AdminShippingZone) => void;
  onCancel: () => void;
}

/** `countries.3` (a bad code) shows on the picker as a whole. */
const zoneFieldPath = (path: string) =>
  path === 'name' ? 'name' : path.startsWith('countries') ? 'countries' : null;

export function ZoneDialog({ storeId, zone, zones, onSaved, onCancel }: ZoneDialogProps) {
  const restOfWorld = zone?.restOfWorld ?? false;
  const taken = useMemo(
    () =>
      new Map(
        zones
          .filter((z) => z.id !== zone?.id)
          .flatMap((z) => z.countries.map((code) => [code, z.name] as const)),
      ),
    [zones, zone?.id],
  );
  const toBody = (v: ZoneFormValues) =>
    zone
      ? {
          storeId,
          zoneId: zone.id,
          name: v.name,
          ...(restOfWorld ? {} : { countries: v.countries }),
        }
      : { storeId, name: v.name, countries: v.countries };
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ZoneFormValues>({
    defaultValues: { name: zone?.name ?? '', countries: zone?.countries ?? [] },
    resolver: schemaResolver<ZoneFormValues>(
      zone ? updateShippingZoneBodySchema : addShippingZoneBodySchema,
      toBody,
      () => zoneFieldPath,
    ),
  });
  const field = bindFields(register, errors);
  const { save, failure, submit } = useDialogSave({
    mutationFn: (v: ZoneFormValues) =>
      zone
        ? shippingApi.updateZone(storeId, zone.id, {
            name: v.name,
            ...(restOfWorld ? {} : { countries: v.countries }),
          })
        : shippingApi.addZone(storeId, v),
    onSuccess: (saved) => {
      toast.success(`${saved.name} saved`);
      onSaved(saved);
    },
    setError,
    toFieldPath: zoneFieldPath,
  });

  return (
    <FormDialog
      title={zone ? `Edit ${zone.name}` : 'Add shipping zone'}
      size="wide"
      pending={save.isPending}
      onCancel={onCancel}
      data-testid="zone-dialog"
      submitLabel={zone ? 'Save zone' : 'Add zone'}
      submitTestId="zone-save"
      formClassName="shipping-form"
      onSubmit={handleSubmit(submit)}
      failure={{ title: 'The zone was not saved', message: failure }}
    >
      <TextField
        label="Zone name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="Europe"
        data-testid="zone-name"
        {...field('name')}
      />
      {restOfWorld ? (
        <p className="muted">
          Rest of world covers every country no other zone lists, so it has no list of its own.
        </p>
      ) : (
        <Controller
          control={control}
          name="countries"
          render={({ field: countries, fieldState }) => (
            <CountryPicker
              value={countries.value}
              onChange={countries.onChange}
              taken={taken}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
