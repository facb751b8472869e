import { useState } from 'react';
import type { Order } from '@bookstore/domain';
import { usePrintParcels, type ParcelsToPrint } from '../api/order-papers';
import { showFailure } from '../../components/failure-alert';

/**
 * The orders ticked for printing. Another status, customer or number is another list, which starts with none ticked;
 * "Load more" keeps the ticks. Only orders on screen count: a ticked order gone from a refetched
 * list is not printed unseen.
 */
export function useOrderSelection(listKey: string, shown: Order[]) {
  const [ticked, setTicked] = useState<{ listKey: string; ids: ReadonlySet<string> }>({ listKey, ids: new Set() });
  const ids = ticked.listKey === listKey ? ticked.ids : new Set<string>();
  const selected = shown.filter((order) => ids.has(order._id)).map((order) => order._id);
  const change = (next: Set<string>) => setTicked({ listKey, ids: next });
  return {
    selected,
    isSelected: (id: string) => ids.has(id),
    toggle: (id: string, on: boolean) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      change(next);
    },
    allShown: shown.length > 0 && selected.length === shown.length,
    someShown: selected.length > 0 && selected.length < shown.length,
    toggleAllShown: (on: boolean) => {
      const next = new Set(ids);
      for (const order of shown) {
        if (on) next.add(order._id);
        else next.delete(order._id);
      }
      change(next);
    },
  };
}

type OrderSelection = ReturnType<typeof useOrderSelection>;

/** The box that ticks every order shown, or none; half-ticked while only some are. */
export function SelectAllBox({
  selection,
  className,
  label,
}: {
  selection: OrderSelection;
  className: string;
  /** Its name when no label element wraps it (the table's header). */
  label?: string;
}) {
  return (
    <input
      type="checkbox"
      checked={selection.allShown}
      ref={(box) => {
        if (box) box.indeterminate = selection.someShown;
      }}
      onChange={(event) => selection.toggleAllShown(event.target.checked)}
      aria-label={label}
      className={className}
    />
  );
}

/** On a phone, where there is no table header to hold it: tick every order shown, or none. */
export function SelectAllShown({ selection }: { selection: OrderSelection }) {
  return (
    <label className="mb-2 flex min-h-11 items-center gap-3 text-sm font-medium">
      <SelectAllBox selection={selection} className="h-5 w-5" />
      Select all orders on this page
    </label>
  );
}

/** Packing slips and address labels, one PDF: for the ticked orders, or for every confirmed order. */
export function PrintParcels({ selected }: { selected: string[] }) {
  const print = usePrintParcels();
  const start = (parcels: ParcelsToPrint) =>
    print.mutate(parcels, {
      onError: (error) => void showFailure('The slips and labels could not be printed', error),
    });
  const busy = (all: boolean) => print.isPending && 'allConfirmed' in print.variables === all;
  return (
    <div className="mb-4 flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => start({ orderIds: selected })}
        disabled={selected.length === 0 || print.isPending}
        aria-busy={busy(false)}
        className="rounded-md border border-blue-700 px-3 py-1 text-sm font-medium text-blue-800 hover:bg-blue-50 disabled:opacity-60"
      >
        Print slips and labels ({selected.length})
      </button>
      <button
        type="button"
        onClick={() => start({ allConfirmed: true })}
        disabled={print.isPending}
        aria-busy={busy(true)}
        className="rounded-md border border-blue-700 px-3 py-1 text-sm font-medium text-blue-800 hover:bg-blue-50 disabled:opacity-60"
      >
        Print all confirmed
      </button>
    </div>
  );
}
