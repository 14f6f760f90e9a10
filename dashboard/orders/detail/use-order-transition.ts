/**
 * Runs lifecycle actions on one order: a success toasts and refreshes the order and the
 * lists; a refusal (409: someone else moved the order first) puts the server's sentence in
 * the screen's banner and reloads the order, so the actions shown are the ones allowed now.
 * Other failures go to the caller (a dialog shows them on its fields).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { formatAmount, type OrderDetailDto } from '../../../shared';
import { readApiError, type ApiErrorInfo } from '../../api/read-api-error';
import { ordersApi, type OrderTransitionRequest } from '../orders-api';
import { invalidateOrder } from '../orders-queries';
import { actionDoneMessages } from './order-actions';

export interface RunOptions {
  /** The action ran, or was refused (the banner says why): whatever asked for it closes. */
  onDone?: () => void;
  /** Any failure but a 409 (which the banner shows). */
  onError?: (info: ApiErrorInfo) => void;
}

/** Distributes `Omit` over the union, so each action keeps its own fields. */
type WithoutOrderId<T> = T extends unknown ? Omit<T, 'orderId'> : never;
export type OrderActionBody = WithoutOrderId<OrderTransitionRequest>;

export type RunAction = (body: OrderActionBody, options?: RunOptions) => void;

export function useOrderTransition(order: OrderDetailDto) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: OrderTransitionRequest) => ordersApi.transition(body),
    onSuccess: async (_reply, body) => {
      setConflict(null);
      toast.success(
        body.action === 'refund'
          ? `Refunded ${formatAmount(body.amount, order.currency)}`
          : actionDoneMessages[body.action],
      );
      await invalidateOrder(queryClient, order.storeId, order.orderId);
    },
    onError: (error) => {
      if (readApiError(error).status === 409) {
        setConflict(readApiError(error).message);
        void invalidateOrder(queryClient, order.storeId, order.orderId);
      }
    },
  });

  const { mutate } = mutation;
  const run: RunAction = useCallback(
    (body, options = {}) => {
      mutate({ ...body, orderId: order.orderId } as OrderTransitionRequest, {
        onSuccess: () => options.onDone?.(),
        onError: (error) => {
          const info = readApiError(error);
          if (info.status === 409) options.onDone?.();
          else options.onError?.(info);
        },
      });
    },
    [mutate, order.orderId],
  );

  return {
    run,
    pending: mutation.isPending,
    /** The action running now, if any. */
    running: mutation.isPending ? mutation.variables?.action : undefined,
    conflict,
    clearConflict: () => setConflict(null),
  };
}
