import { SEED_BOOKS } from '../../seed/catalog';

/** One row of the bench's table: a value at the demo's 52 books, at the large catalog, or both. */
export interface Figure {
  figure: string;
  /** At the seed's 52 books ('' where not measured there). */
  small: string;
  /** At the large catalog ('' where not measured there). */
  large: string;
  target: string;
  met: boolean | null; // null: printed for information, no target
}

/** A value in one size's column, the other left empty. */
export function inColumn(column: 'small' | 'large', value: string): Pick<Figure, 'small' | 'large'> {
  return column === 'small' ? { small: value, large: '' } : { small: '', large: value };
}

/** Printed rows of a measure taken at both sizes: `row(figure, m => text)`. */
export function printedAtBothSizes<M>(small: M, large: M): (figure: string, of: (measured: M) => string) => Figure {
  return (figure, of) => ({ figure, small: of(small), large: of(large), target: '(printed)', met: null });
}

export function printTable(figures: Figure[], catalog: number): void {
  const header = ['figure', `${SEED_BOOKS.length} books`, `${catalog.toLocaleString('en')} books`, 'target', 'met'];
  const rows = figures.map((f) => [
    f.figure,
    f.small || '–',
    f.large || '–',
    f.target,
    f.met === null ? '–' : f.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' │ ');
  console.log(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}`);
  rows.forEach((r) => console.log(line(r)));
  console.log('');
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const times = (value: number) => `${value.toFixed(2)}×`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** HTTP statuses counted, as the bench prints them: "401×1 429×59". */
export function statusTally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}
