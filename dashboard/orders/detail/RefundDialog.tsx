/**
 * "Refund": an amount (the remaining paid amount by default, at most that) and an optional
 * reason. Only recorded: no card processor is involved, so the dialog says the money is
 * paid back outside the store. The shopper is emailed.
 */
import { useForm, type Resolver } from 'react-hook-form';
import {
  formatAmount,
  orderTransitionBodySchema,
  toDecimal,
  moneyStep,
  toMinor,
  type OrderDetailDto,
} from '../../../shared';
import {
  applyServerErrors,
  bindFields,
  FormDialog,
  MoneyField,
  schemaResolver,
  TextField,
} from '../../kit';
import type { RunAction } from './use-order-transition';

interface RefundForm {
  amount: string;
  reason: string;
}

/** What is left to refund, in the order's decimals (no float dust). */
export function remainingRefund(
  order: Pick<OrderDetailDto, 'total' | 'refunded' | 'currency'>,
): number {
  const { currency } = order;
  return Math.max(
    0,
    toDecimal(toMinor(order.total, currency) - toMinor(order.refunded, currency), currency),
  );
}

export interface RefundDialogProps {
  order: OrderDetailDto;
  run: RunAction;
  pending: boolean;
  onClose: () => void;
}

export function RefundDialog({ order, run, pending, onClose }: RefundDialogProps) {
  const remaining = remainingRefund(order);
  const money = (n: number) => formatAmount(n, order.currency);
  const toBody = (values: RefundForm) => ({
    orderId: order.orderId,
    action: 'refund' as const,
    amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
    reason: values.reason,
  });
  const bySchema = schemaResolver<RefundForm>(orderTransitionBodySchema, toBody);
  // The schema knows no order: "at most what is left" is checked here (and by the server).
  const resolver: Resolver<RefundForm> = async (values, context, options) => {
    const result = await bySchema(values, context, options);
    if (Object.keys(result.errors).length === 0 && Number(values.amount) > remaining) {
      return {
        values: {},
        errors: {
          amount: { type: 'max', message: `At most ${money(remaining)} is left to refund` },
        },
      };
    }
    return result;
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundForm>({
    defaultValues: { amount: String(remaining), reason: '' },
    resolver,
  });
  const field = bindFields(register, errors);

  const submit = handleSubmit((values) => {
    const body = toBody(values);
    run(
      { action: 'refund', amount: body.amount, reason: values.reason.trim() },
      {
        onDone: onClose,
        onError: (info) => {
          const unshown = applyServerErrors(info, setError, (apiPath) =>
            apiPath === 'amount' || apiPath === 'reason' ? apiPath : null,
          );
          if (unshown.length || !Object.keys(info.fieldErrors).length) {
            setError('root', { message: unshown[0] ?? info.message });
          }
        },
      },
    );
  });

  return (
    <FormDialog
      title={`Refund order #${order.orderNumber}?`}
      pending={pending}
      onCancel={onClose}
      data-testid="refund-dialog"
      submitLabel="Refund"
      pendingLabel="Refunding…"
      tone="danger"
      intro={
        <p>
          Paid {money(order.total)}
          {order.refunded > 0 ? `, of which ${money(order.refunded)} is already refunded` : ''}.
          This records the refund and emails the shopper; pay the money back yourself (no card
          processor is involved).
        </p>
      }
      formClassName="orders-dialog-form"
      onSubmit={submit}
      rootError={errors.root?.message}
    >
      <MoneyField
        label={`Amount (${order.currency})`}
        required
        hint={`At most ${money(remaining)}.`}
        currency={order.currency}
        min={moneyStep(order.currency)}
        max={remaining}
        {...field('amount')}
      />
      <TextField label="Reason" hint="Optional; the shopper reads it." {...field('reason')} />
    </FormDialog>
  );
}
