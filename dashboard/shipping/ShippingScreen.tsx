/**
 * /dashboard/shipping: the store's shipping zones as cards (countries as chips, rates in a
 * table), rest of world last; add and edit zones and rates in dialogs, delete behind a
 * confirmation naming what goes, move rates up and down (the checkout offers them in this
 * order). A store with no zone of its own sees why zones matter and the action to add one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  countOf,
  formatAmount,
  type AdminShippingRate,
  type AdminShippingZone,
} from '../../shared';
import { readApiError } from '../api/read-api-error';
import { useCurrentStore } from '../state/use-current-store';
import { Card, ConfirmDialog, EmptyState, IndexPage, QueryError } from '../kit';
import { RateDialog } from './RateDialog';
import { shippingApi } from './shipping-api';
import { invalidateShipping, shippingQueries } from './shipping-queries';
import { ZoneCard } from './ZoneCard';
import { ZoneDialog } from './ZoneDialog';

type Open =
  | { kind: 'zone'; zone?: AdminShippingZone }
  | { kind: 'rate'; zone: AdminShippingZone; rate?: AdminShippingRate }
  | { kind: 'delete-zone'; zone: AdminShippingZone }
  | { kind: 'delete-rate'; zone: AdminShippingZone; rate: AdminShippingRate };

export function ShippingScreen() {
  const queryClient = useQueryClient();
  const storeId = useCurrentStore().storeId ?? '';
  const zones = useQuery(shippingQueries.zones(storeId));
  const [open, setOpen] = useState<Open | null>(null);
  const currency = zones.data?.currency ?? 'USD';
  const money = (amount: number) => formatAmount(amount, currency);
  const list = zones.data?.zones ?? [];
  const done = () => {
    invalidateShipping(queryClient, storeId);
    setOpen(null);
  };

  const remove = useMutation({
    mutationFn: async (target: Open) => {
      if (target.kind === 'delete-zone') await shippingApi.deleteZone(storeId, target.zone.id);
      if (target.kind === 'delete-rate') await shippingApi.deleteRate(storeId, target.rate.id);
    },
    onSuccess: (_answer, target) => {
      if (target.kind === 'delete-zone') toast.success(`${target.zone.name} deleted`);
      if (target.kind === 'delete-rate') toast.success(`${target.rate.name} deleted`);
      remove.reset();
      done();
    },
  });
  const move = useMutation({
    mutationFn: ({ zone, rateIds }: { zone: AdminShippingZone; rateIds: string[] }) =>
      shippingApi.reorderRates(storeId, zone.id, rateIds),
    onSuccess: () => invalidateShipping(queryClient, storeId),
    onError: (error) => toast.error(`The rates were not moved: ${readApiError(error).message}`),
  });
  const moveRate = (zone: AdminShippingZone, rate: AdminShippingRate, by: -1 | 1) => {
    const ids = zone.rates.map((r) => r.id);
    const from = ids.indexOf(rate.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    move.mutate({ zone, rateIds: ids });
  };

  const addZone = (label: string) => (
    <button
      type="button"
      className="button button-primary"
      onClick={() => setOpen({ kind: 'zone' })}
      data-testid="add-zone"
    >
      {label}
    </button>
  );
  const ownZones = list.filter((z) => !z.restOfWorld).length;

  return (
    <IndexPage
      title="Shipping"
      description="Where you ship and what it costs: shoppers see the rates of their country's zone at checkout."
      // An empty store's one primary action is its empty state's.
      primaryAction={ownZones === 0 ? undefined : addZone('Add zone')}
      data-testid="shipping-screen"
    >
      {zones.isPending ? (
        <Card className="shipping-loading" data-testid="shipping-loading">
          <p className="muted" aria-busy="true">
            Loading your shipping zones…
          </p>
        </Card>
      ) : zones.isError ? (
        <Card>
          <QueryError what="your shipping zones" query={zones} data-testid="shipping-error" />
        </Card>
      ) : (
        <>
          {ownZones === 0 ? (
            <Card data-testid="shipping-empty">
              <EmptyState
                title="Ship to countries at their own rates"
                action={addZone('Add your first zone')}
              >
                Every order now uses the rest-of-world rates below. Add a zone (say, “Europe”) to
                give a group of countries its own rates.
              </EmptyState>
            </Card>
          ) : null}
          {list.map((zone) => (
            <ZoneCard
              key={zone.id}
              zone={zone}
              money={money}
              moving={move.isPending}
              onEditZone={() => setOpen({ kind: 'zone', zone })}
              onDeleteZone={() => setOpen({ kind: 'delete-zone', zone })}
              onAddRate={() => setOpen({ kind: 'rate', zone })}
              onEditRate={(rate) => setOpen({ kind: 'rate', zone, rate })}
              onDeleteRate={(rate) => setOpen({ kind: 'delete-rate', zone, rate })}
              onMoveRate={(rate, by) => moveRate(zone, rate, by)}
            />
          ))}
        </>
      )}

      {open?.kind === 'zone' ? (
        <ZoneDialog
          storeId={storeId}
          zone={open.zone}
          zones={list}
          onSaved={done}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'rate' ? (
        <RateDialog
          storeId={storeId}
          zone={open.zone}
          rate={open.rate}
          currency={currency}
          onSaved={done}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete-zone' || open?.kind === 'delete-rate' ? (
        <ConfirmDialog
          title={`Delete ${open.kind === 'delete-zone' ? open.zone.name : open.rate.name}?`}
          confirmLabel={open.kind === 'delete-zone' ? 'Delete zone' : 'Delete rate'}
          pendingLabel="Deleting…"
          mutation={remove}
          onConfirm={() => remove.mutate(open)}
          onCancel={() => {
            remove.reset();
            setOpen(null);
          }}
        >
          <p data-testid="delete-consequence">
            {open.kind === 'delete-zone'
              ? `${open.zone.rates.length ? `Its ${countOf(open.zone.rates.length, 'rate goes', 'rates go')} with it, and shoppers` : 'Shoppers'} in its ${countOf(open.zone.countries.length, 'country', 'countries')} get the rest-of-world rates instead. Orders already placed keep their shipping.`
              : `Shoppers in ${open.zone.name} will no longer be offered ${open.rate.name}. Orders already placed keep their shipping.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </IndexPage>
  );
}
