/**
 * "Mark as shipped": carrier, tracking number and tracking URL, validated by the shared
 * transition schema (server messages land under the same fields). The shopper is emailed
 * the tracking.
 */
import { useForm } from 'react-hook-form';
import { orderTransitionBodySchema } from '../../../shared';
import {
  applyServerErrors,
  bindFields,
  FormDialog,
  samePath,
  schemaResolver,
  TextField,
} from '../../kit';
import type { RunAction } from './use-order-transition';

interface ShipForm {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

export interface ShipDialogProps {
  orderId: string;
  orderNumber: number;
  run: RunAction;
  pending: boolean;
  onClose: () => void;
}

export function ShipDialog({ orderId, orderNumber, run, pending, onClose }: ShipDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShipForm>({
    defaultValues: { carrier: '', trackingNumber: '', trackingUrl: '' },
    resolver: schemaResolver(orderTransitionBodySchema, (values: ShipForm) => ({
      orderId,
      action: 'ship',
      ...values,
    })),
  });
  const field = bindFields(register, errors);

  const submit = handleSubmit((values) =>
    run(
      {
        action: 'ship',
        carrier: values.carrier.trim(),
        trackingNumber: values.trackingNumber.trim(),
        trackingUrl: values.trackingUrl.trim(),
      },
      {
        onDone: onClose,
        onError: (info) => {
          const unshown = applyServerErrors(info, setError, (apiPath) =>
            ['carrier', 'trackingNumber', 'trackingUrl'].includes(apiPath)
              ? samePath(apiPath)
              : null,
          );
          if (unshown.length || !Object.keys(info.fieldErrors).length) {
            setError('root', { message: unshown[0] ?? info.message });
          }
        },
      },
    ),
  );

  return (
    <FormDialog
      title={`Ship order #${orderNumber}`}
      pending={pending}
      onCancel={onClose}
      data-testid="ship-dialog"
      submitLabel="Mark as shipped"
      intro={<p>The shopper is emailed the carrier and tracking number.</p>}
      formClassName="orders-dialog-form"
      onSubmit={submit}
      rootError={errors.root?.message}
    >
      <TextField label="Carrier" required autoComplete="off" {...field('carrier')} />
      <TextField label="Tracking number" required autoComplete="off" {...field('trackingNumber')} />
      <TextField
        label="Tracking URL"
        hint="Optional: the carrier's page for this parcel."
        type="url"
        inputMode="url"
        placeholder="https://"
        {...field('trackingUrl')}
      />
    </FormDialog>
  );
}
