/**
 * /dashboard/orders/{orderId}: one order. Header with the back link, "Order #1001", status
 * and payment badges and the actions allowed now; cards for items and totals, payment and
 * proofs, the timeline with staff notes (main column), customer and address, fulfilment
 * (aside). A refused action (409) shows the server's sentence in a banner and reloads.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { OrderDetailDto } from '../../../shared';
import {
  Banner,
  isMissing,
  ResourceNotFound,
  ResourcePage,
  ResourcePending,
  Timestamp,
} from '../../kit';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-badges';
import { orderQueries } from '../orders-queries';
import { CustomerCard } from './CustomerCard';
import { FulfilmentCard } from './FulfilmentCard';
import { ItemsCard } from './ItemsCard';
import { OrderActions, type OrderDialog } from './OrderActions';
import { PaymentCard } from './PaymentCard';
import { TimelineCard } from './TimelineCard';
import { useOrderTransition } from './use-order-transition';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const back = { to: '/dashboard/orders', label: 'Orders' };

function OrderView({ order }: { order: OrderDetailDto }) {
  const transition = useOrderTransition(order);
  const [dialog, setDialog] = useState<OrderDialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canReview =
    order.allowedActions.includes('approve_proof') && order.allowedActions.includes('reject_proof');

  const banner = transition.conflict ? (
    <Banner tone="warning" title="The order changed" data-testid="order-conflict">
      <p>{transition.conflict}</p>
      <p className="muted">It has been reloaded: the actions shown are the ones allowed now.</p>
    </Banner>
  ) : failure ? (
    <Banner tone="critical" title="Nothing was changed" data-testid="order-failure">
      <p>{failure}</p>
    </Banner>
  ) : null;

  return (
    <ResourcePage
      title={`Order #${order.orderNumber}`}
      backTo={back.to}
      backLabel={back.label}
      badge={
        <>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge order={order} label="Payment" />
        </>
      }
      actions={
        <OrderActions
          order={order}
          run={(body, options) => {
            setFailure(null);
            transition.clearConflict();
            transition.run(body, options);
          }}
          pending={transition.pending}
          running={transition.running}
          dialog={dialog}
          onDialog={setDialog}
          onFailure={setFailure}
        />
      }
      banner={
        <>
          <p className="muted orders-placed" data-testid="order-placed">
            Placed <Timestamp at={order.createdAt} />
          </p>
          {banner}
        </>
      }
      main={
        <>
          <ItemsCard order={order} />
          <PaymentCard
            order={order}
            canReview={canReview}
            busy={transition.pending}
            onApprove={(proofId) => {
              setFailure(null);
              transition.clearConflict();
              transition.run(
                { action: 'approve_proof', proofId },
                { onError: (info) => setFailure(info.message) },
              );
            }}
            onReject={(proofId) => setDialog({ kind: 'reject_proof', proofId })}
          />
          <TimelineCard order={order} />
        </>
      }
      aside={
        <>
          <CustomerCard order={order} />
          <FulfilmentCard order={order} />
        </>
      }
      data-testid="order-screen"
    />
  );
}

export function OrderScreen() {
  const { orderId = '' } = useParams();
  const validId = UUID.test(orderId);
  const order = useQuery({ ...orderQueries.detail(orderId), enabled: validId });

  if (!validId || isMissing(order)) {
    return (
      <ResourceNotFound
        back={back}
        pageTitle="Order not found"
        title="This order does not exist"
        linkLabel="Go to orders"
        testId="order-not-found"
      >
        It may belong to another store, or the link is wrong.
      </ResourceNotFound>
    );
  }
  if (order.isError || order.isPending) {
    return (
      <ResourcePending
        back={back}
        query={order}
        what="this order"
        errorTitle="Order"
        loadingTitle="Loading order…"
        loadingLabel="Loading the order…"
        testId="order"
      />
    );
  }
  return <OrderView key={order.data.orderId} order={order.data} />;
}
