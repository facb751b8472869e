import { courierLabel, RETURN_REASON_LABELS, type Order } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useState } from 'react';
import { useOrderAction } from '../api/order-action';
import { showFailure } from '../../components/failure-alert';
import { ShipmentForm } from './shipment-form';

/** Corrections make sense while the parcel is out or just delivered; after a return it is history. */
const CORRECTABLE: readonly Order['status'][] = ['shipped', 'delivered'];

/** The parcel: its courier, AWB and tracking link, a "Correct AWB" form, and why it came back if it did. */
export function OrderShipment({ order }: { order: Order }) {
  const correct = useOrderAction(routes.correctShipment, order._id);
  const [correcting, setCorrecting] = useState(false);
  const [outcome, setOutcome] = useState('');
  const { shipment } = order;

  const save = async (change: Parameters<typeof correct.mutateAsync>[0]) => {
    setOutcome('');
    try {
      setOutcome((await correct.mutateAsync(change)).message);
      setCorrecting(false);
    } catch (error) {
      await showFailure('The AWB could not be corrected', error);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="order-shipment">
      {shipment ? (
        <p>
          {courierLabel(shipment.courier)}, AWB <span className="font-medium">{shipment.awb}</span> ·{' '}
          <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline">
            Track parcel
          </a>
        </p>
      ) : (
        <p className="text-gray-700">No courier or AWB recorded.</p>
      )}
      {order.returnReason && <p>Returned: {RETURN_REASON_LABELS[order.returnReason]}</p>}
      {CORRECTABLE.includes(order.status) &&
        (correcting ? (
          <ShipmentForm
            title="Correct the AWB"
            initial={shipment && { courier: shipment.courier, awb: shipment.awb }}
            submitLabel="Save AWB"
            onSubmit={save}
            onCancel={() => setCorrecting(false)}
          />
        ) : (
          <button
            type="button"
            onClick={() => setCorrecting(true)}
            className="self-start rounded-md border px-3 py-1 text-sm font-medium"
          >
            Correct AWB
          </button>
        ))}
      <p role="status" className="text-sm text-gray-700">
        {outcome}
      </p>
    </div>
  );
}
