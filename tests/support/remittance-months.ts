import { db } from './emulators';

/** A month's per-courier remittance figures, summed over its shards (remittanceMonths/{YYYY-MM}-{n}). */
export async function monthFigures(
  month: string,
): Promise<Record<string, { parcels: number; remittedPaise: number; deductedPaise: number }>> {
  const sums: Record<string, { parcels: number; remittedPaise: number; deductedPaise: number }> = {};
  for (const doc of (await db.collection('remittanceMonths').get()).docs) {
    if (!doc.id.startsWith(`${month}-`)) continue;
    for (const [courier, sum] of Object.entries(doc.get('couriers') as Record<string, (typeof sums)[string]>)) {
      const was = sums[courier] ?? { parcels: 0, remittedPaise: 0, deductedPaise: 0 };
      sums[courier] = {
        parcels: was.parcels + sum.parcels,
        remittedPaise: was.remittedPaise + sum.remittedPaise,
        deductedPaise: was.deductedPaise + sum.deductedPaise,
      };
    }
  }
  return sums;
}
