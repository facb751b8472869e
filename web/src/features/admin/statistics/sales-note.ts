import { formatRupees, type AdminStats } from '@bookstore/domain';

/**
 * What of the sales was the parcels' charges rather than books: said under the total,
 * and only once there were any, so a shop that charges nothing sees no empty line.
 */
export function salesNote({ shipping, codFees }: AdminStats['salesCharges']): string | undefined {
  if (shipping === 0 && codFees === 0) return undefined;
  return `Incl. shipping ${formatRupees(shipping)} and COD fees ${formatRupees(codFees)}`;
}
