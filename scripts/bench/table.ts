export interface Figure {
  figure: string;
  value: string;
  target: string;
  met: boolean | null; // null: printed for information, no target
}

export function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [f.figure, f.value, f.target, f.met === null ? '–' : f.met ? 'yes' : 'NO']);
  const header = ['figure', 'value', 'target', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' │ ');
  console.log(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}`);
  rows.forEach((r) => console.log(line(r)));
  console.log('');
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
