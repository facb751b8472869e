import type { OrderStatus } from '@bookstore/domain';
import { CASH_PENDING_VIEW, REFUNDS_VIEW, RETURNS_VIEW, type OrdersView } from './orders-list-address';

/** What a chip shows: a view, a status, or (neither) every order. */
export interface QueueChoice {
  status?: OrderStatus;
  view?: OrdersView;
}

/** The daily queue's lists (the overview's figures open the same ones), and every order. */
const CHIPS: Array<{ label: string } & QueueChoice> = [
  { label: 'All orders' },
  { label: 'Payments to check', status: 'payment-submitted' },
  { label: 'To ship', status: 'confirmed' },
  { label: 'Cash pending', view: CASH_PENDING_VIEW },
  { label: 'Refunds to make', view: REFUNDS_VIEW },
  { label: 'Return requests', view: RETURNS_VIEW },
];

const isShown = (chip: QueueChoice, shown: QueueChoice) =>
  chip.view ? shown.view === chip.view : !shown.view && shown.status === chip.status;

/** Whether a chip names the list shown (else a status from the filters does, or none). */
export const chipShown = (shown: QueueChoice) => CHIPS.some((chip) => isShown(chip, shown));

/** The queue's lists as chips at the top of the phone's orders list; they wrap, never scroll sideways. */
export function QueueChips({ shown, onPick }: { shown: QueueChoice; onPick: (choice: QueueChoice) => void }) {
  return (
    <div role="group" aria-label="Lists" className="mb-4 flex flex-wrap gap-2">
      {CHIPS.map(({ label, ...choice }) => {
        const pressed = isShown(choice, shown);
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(choice)}
            className={`min-h-11 rounded-full border px-4 text-sm font-medium ${pressed ? 'border-blue-700 bg-blue-700 text-white' : 'border-gray-300 bg-white text-gray-800'}`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
