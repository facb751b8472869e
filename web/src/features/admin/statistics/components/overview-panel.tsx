import { type AdminStats, formatRupees } from '@bookstore/domain';
import { type ReactNode, useId } from 'react';

/** A titled panel of the owner's overview, a region named by its heading; `aside` sits to the title's right. */
export function OverviewPanel({
  title,
  testId,
  aside,
  className = '',
  children,
}: {
  title: string;
  testId: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg bg-white p-6 shadow-sm ${className}`}
      data-testid={testId}
    >
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** One figure of the overview: its title, the figure, and optionally what exactly is counted. */
export function StatCard({
  label,
  value,
  testId,
  note,
}: {
  label: string;
  value: string | number;
  testId: string;
  note?: string;
}) {
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-gray-600">{note}</p>}
    </div>
  );
}

/**
 * What of the sales was the parcels' charges rather than books: said under the total,
 * and only once there were any, so a shop that charges nothing sees no empty line.
 */
export function salesNote({ shipping, codFees }: AdminStats['salesCharges']): string | undefined {
  if (shipping === 0 && codFees === 0) return undefined;
  return `Incl. shipping ${formatRupees(shipping)} and COD fees ${formatRupees(codFees)}`;
}
