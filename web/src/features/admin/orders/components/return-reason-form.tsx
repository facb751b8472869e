import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  defaultReturnReason,
  type OrderStatus,
  type ReturnReason,
} from '@bookstore/domain';
import { useState } from 'react';

interface Props {
  /** The order's status: each reason fits a return from one status only. */
  from: OrderStatus;
  onSubmit: (reason: ReturnReason) => Promise<void>;
  onCancel: () => void;
}

/**
 * "Mark returned" asks why: a refused or undeliverable parcel (RTO) counts against the
 * customer's COD, a customer's return does not. Only the reason that fits the move is offered. The move restocks and is final, so it says so.
 */
export function ReturnReasonForm({ from, onSubmit, onCancel }: Props) {
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      aria-label="Mark this order returned"
      className="flex flex-col gap-3 rounded-md border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) {
          setMissing(true);
          return;
        }
        setBusy(true);
        void onSubmit(reason).finally(() => setBusy(false));
      }}
    >
      <fieldset>
        <legend className="mb-1 font-medium">Why did the parcel come back?</legend>
        {RETURN_REASONS.filter((value) => value === defaultReturnReason(from)).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="returnReason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setMissing(false);
              }}
            />
            {RETURN_REASON_LABELS[value]}
          </label>
        ))}
        {missing && <p className="mt-1 text-sm text-red-700">Choose why the parcel came back.</p>}
      </fieldset>
      <p className="text-sm text-gray-700">
        Its copies go back on the shelf and the sale leaves the statistics. This cannot be undone.
      </p>
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-50"
        >
          Mark returned
        </button>
        <button type="button" onClick={onCancel} className="rounded-md border px-4 py-2 font-medium">
          Keep as is
        </button>
      </div>
    </form>
  );
}
