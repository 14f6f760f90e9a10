/**
 * Changes the selected products' prices by a percentage or a fixed amount in two steps:
 * Preview asks the server for a dry run (old -> new per product, sale prices too, with the
 * server's own rounding), then Apply writes exactly that. Editing the change hides a
 * preview that no longer matches it.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  bulkUpdateBodySchema,
  countOf,
  type BulkUpdateReply,
  type ProductListItem,
} from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import { useFormatMoney } from '../../state/use-format-money';
import { CancelButton, Dialog, FormField, schemaResolver, type ToFieldPath } from '../../kit';
import { catalogApi } from '../catalog-api';
import { describeBulkFailure } from './bulk-failure';

interface PriceForm {
  mode: 'percent' | 'fixed';
  amount: string;
}

export interface BulkPriceDialogProps {
  storeId: string;
  products: ProductListItem[];
  onApplied: (changed: number) => void;
  onCancel: () => void;
}

const toFieldPath: ToFieldPath = (path) =>
  path === 'change.amount' ? 'amount' : path === 'change.mode' ? 'mode' : null;

export function BulkPriceDialog({ storeId, products, onApplied, onCancel }: BulkPriceDialogProps) {
  const formId = useId();
  const { format, currency } = useFormatMoney();
  const ids = products.map((p) => p.id);
  const modes: { mode: PriceForm['mode']; label: string }[] = [
    { mode: 'percent', label: 'A percentage' },
    { mode: 'fixed', label: `A fixed amount (${currency})` },
  ];
  const toBody = (v: PriceForm, dryRun: boolean) => ({
    storeId,
    ids,
    change: { kind: 'price' as const, mode: v.mode, amount: Number(v.amount) },
    dryRun,
  });
  const base = schemaResolver<PriceForm>(
    bulkUpdateBodySchema,
    (v) => toBody(v, true),
    () => toFieldPath,
  );
  const resolver: Resolver<PriceForm> = (values, context, options) => {
    const amount = values.amount.trim();
    if (amount === '' || !Number.isFinite(Number(amount)) || Number(amount) === 0) {
      return {
        values: {},
        errors: { amount: { type: 'required', message: 'Enter a change other than 0' } },
      };
    }
    return base(values, context, options);
  };
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PriceForm>({ defaultValues: { mode: 'percent', amount: '' }, resolver });
  const values = watch();
  const [preview, setPreview] = useState<{ key: string; reply: BulkUpdateReply } | null>(null);
  const valuesKey = `${values.mode}:${Number(values.amount)}`;
  const current = preview?.key === valuesKey ? preview.reply : null;

  const dryRun = useMutation({
    mutationFn: (v: PriceForm) => catalogApi.bulkUpdate(toBody(v, true)),
    onSuccess: (reply, v) => setPreview({ key: `${v.mode}:${Number(v.amount)}`, reply }),
  });
  const apply = useMutation({
    mutationFn: (v: PriceForm) => catalogApi.bulkUpdate(toBody(v, false)),
    onSuccess: (reply) => onApplied(reply.changed),
  });
  const pending = dryRun.isPending || apply.isPending;
  const failed = apply.error ?? dryRun.error;
  const count = countOf(products.length, 'product', 'products');

  return (
    <Dialog
      title={`Change prices of ${count}`}
      size="wide"
      busy={pending}
      onCancel={onCancel}
      data-testid="bulk-price-dialog"
      actions={
        <>
          <CancelButton onCancel={onCancel} pending={pending} />
          {current ? (
            <button
              type="button"
              className="button button-primary"
              disabled={pending}
              onClick={() => apply.mutate(values)}
              data-testid="bulk-price-apply"
            >
              {apply.isPending ? 'Applying…' : `Apply to ${count}`}
            </button>
          ) : (
            <button
              type="submit"
              form={formId}
              className="button button-primary"
              disabled={pending}
              data-testid="bulk-price-preview"
            >
              {dryRun.isPending ? 'Working out prices…' : 'Preview'}
            </button>
          )}
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="catalog-price-form"
        onSubmit={handleSubmit((v) => {
          apply.reset();
          dryRun.mutate(v);
        })}
      >
        <fieldset className="catalog-radio-group">
          <legend>Change by</legend>
          {modes.map(({ mode, label }) => (
            <label key={mode}>
              <input
                type="radio"
                value={mode}
                {...register('mode')}
                data-testid={`price-mode-${mode}`}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <FormField
          name="amount"
          label={values.mode === 'percent' ? 'Change (%)' : `Change (${currency})`}
          required
          error={errors.amount?.message}
          hint={
            values.mode === 'percent'
              ? 'A negative number lowers prices: −10 lowers each price by 10%. Sale prices change too.'
              : 'A negative number lowers prices: −5 takes 5 off each price. Sale prices change too.'
          }
        >
          {(control) => (
            <input
              {...control}
              {...register('amount')}
              type="number"
              step="any"
              inputMode="decimal"
              data-testid="price-amount"
            />
          )}
        </FormField>
      </form>

      {current ? (
        <div className="table-scroll">
          <table className="kit-table catalog-preview-table" data-testid="price-preview">
            <caption className="visually-hidden">Prices before and after the change</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="kit-align-end">
                  Price, old → new
                </th>
                <th scope="col" className="kit-align-end">
                  Sale price, old → new
                </th>
              </tr>
            </thead>
            <tbody>
              {current.prices.map((p) => (
                <tr key={p.id} data-testid="price-preview-row">
                  <th scope="row">{p.name}</th>
                  <td className="kit-align-end">
                    <span className="muted">{format(p.oldPrice)}</span> →{' '}
                    <strong data-testid="price-preview-new">{format(p.newPrice)}</strong>
                  </td>
                  <td className="kit-align-end">
                    {p.oldDiscountPrice > 0 ? (
                      <>
                        <span className="muted">{format(p.oldDiscountPrice)}</span> →{' '}
                        <strong>
                          {p.newDiscountPrice > 0 ? format(p.newDiscountPrice) : 'none'}
                        </strong>
                      </>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {errors.root?.message ? (
        <p className="form-error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      {failed ? (
        <div className="form-error" role="alert" data-testid="bulk-price-error">
          {describeBulkFailure(readApiError(failed), products).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
