/**
 * The home's period: Today, 7 days, 30 days (the default) or Custom, as tabs in the URL
 * (`range`), and for Custom two date inputs validated by the API's own schema, applied
 * together (`from`, `to`).
 */
import { useForm } from 'react-hook-form';
import { analyticsOverviewQuerySchema, addDays, dayInZone } from '../../shared';
import { bindFields, FilterTabs, schemaResolver, TextField, useQueryParams } from '../kit';
import type { HomeRange } from './home-range';

interface CustomValues {
  from: string;
  to: string;
}

export interface RangePickerProps {
  storeId: string;
  range: HomeRange;
  tz: string;
  /** Today in `tz` (passed in: the screen reads the clock once). */
  now: Date;
}

export function RangePicker({ storeId, range, tz, now }: RangePickerProps) {
  const [params] = useQueryParams();
  const customChosen = params.get('range') === 'custom';
  return (
    <div className="home-range">
      <FilterTabs
        label="Period"
        param="range"
        tabs={[
          { value: 'today', label: 'Today' },
          { value: '7d', label: '7 days' },
          { value: null, label: '30 days' },
          { value: 'custom', label: 'Custom' },
        ]}
        data-testid="range-tabs"
      />
      {customChosen ? (
        <CustomRangeForm
          // A new key when the applied range changes resets the inputs to it.
          key={`${range.from ?? ''}-${range.to ?? ''}`}
          storeId={storeId}
          initial={{
            from: range.from ?? addDays(dayInZone(now, tz), -29),
            to: range.to ?? dayInZone(now, tz),
          }}
        />
      ) : null}
    </div>
  );
}

function CustomRangeForm({ storeId, initial }: { storeId: string; initial: CustomValues }) {
  const [, setParams] = useQueryParams();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomValues>({
    defaultValues: initial,
    resolver: schemaResolver(analyticsOverviewQuerySchema, (v: CustomValues) => ({
      storeId: storeId || '00000000-0000-4000-8000-000000000000',
      from: v.from,
      to: v.to,
    })),
  });
  const field = bindFields(register, errors);
  const onSubmit = handleSubmit((v) => setParams({ range: 'custom', from: v.from, to: v.to }));
  return (
    <form className="home-custom-range" onSubmit={onSubmit} noValidate data-testid="custom-range">
      <TextField label="From" required type="date" {...field('from')} />
      <TextField label="To" required type="date" {...field('to')} />
      <button type="submit" className="button button-secondary">
        Apply
      </button>
    </form>
  );
}
