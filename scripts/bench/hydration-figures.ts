import type { HydrationTable, PageHydration } from './hydration';
import { LONG_TASK_MS } from './main-thread-trace';
import { MEASURED_PAGES } from './measured-pages';
import { ms, type Figure } from './table';

/** The hydration targets: nothing blocks (TBT at most one task's allowance), and no task past twice React's own. */
export const HYDRATION_TARGETS = { tbtMs: LONG_TASK_MS, longestTaskToFloor: 2 } as const;

/** A page's figure over the floor's, or why there is no ratio (a floor of 0 ms, as its TBT usually is). */
export function toFloor(value: number, floor: number): string {
  if (floor === 0) return value === 0 ? '= floor (0)' : 'floor 0';
  return `${(value / floor).toFixed(2)}×`;
}

const meetsTargets = (page: PageHydration, floor: PageHydration) =>
  page.tbtMs <= HYDRATION_TARGETS.tbtMs &&
  page.longestTaskMs <= HYDRATION_TARGETS.longestTaskToFloor * floor.longestTaskMs;

/** The table's lines: a header, the floor, each storefront page (or why it has none). */
export function hydrationLines(table: HydrationTable): string[] {
  const header = [
    'page',
    'FCP',
    'TBT',
    '× floor',
    'longest task after FCP',
    '× floor',
    'script eval',
    '× floor',
    'met',
  ];
  const { floor } = table;
  const row = (page: PageHydration, met: string) => [
    page.label,
    ms(page.fcpMs),
    ms(page.tbtMs),
    toFloor(page.tbtMs, floor.tbtMs),
    ms(page.longestTaskMs),
    toFloor(page.longestTaskMs, floor.longestTaskMs),
    ms(page.scriptMs),
    toFloor(page.scriptMs, floor.scriptMs),
    met,
  ];
  const rows = [row(floor, '–')];
  for (const listed of MEASURED_PAGES) {
    const page = table.pages.find((measured) => measured.label === listed.label);
    rows.push(page ? row(page, meetsTargets(page, floor) ? 'yes' : 'NO') : [listed.label, listed.missing ?? '–']);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.filter((r) => r.length > 2).map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' │ ');
  return [
    `Hydration: Chrome's trace of each page's main thread, CPU ${table.cpuSlowdown}× slower, median of ${table.runs}`,
    line(header),
    widths.map((w) => '─'.repeat(w)).join('─┼─'),
    ...rows.map(line),
    `Targets: TBT ≤ ${HYDRATION_TARGETS.tbtMs} ms; the longest task after FCP ≤ ${HYDRATION_TARGETS.longestTaskToFloor}× the floor's.`,
  ];
}

/** The same as rows of the bench's table (and so of its JSON), measured at the seed's 52 books. */
export function hydrationFigures(table: HydrationTable): Figure[] {
  const { floor } = table;
  const of = `CPU ${table.cpuSlowdown}×, median of ${table.runs}`;
  const describe = (page: PageHydration) =>
    `TBT ${ms(page.tbtMs)} (${toFloor(page.tbtMs, floor.tbtMs)}); longest task ${ms(page.longestTaskMs)} (${toFloor(page.longestTaskMs, floor.longestTaskMs)}); script ${ms(page.scriptMs)} (${toFloor(page.scriptMs, floor.scriptMs)})`;
  const figures: Figure[] = [
    {
      figure: `Hydration floor: React hydrateRoot only (${of})`,
      small: `TBT ${ms(floor.tbtMs)}; longest task ${ms(floor.longestTaskMs)}; script ${ms(floor.scriptMs)}`,
      large: '',
      target: '(printed)',
      met: null,
    },
  ];
  const target = `TBT ≤ ${HYDRATION_TARGETS.tbtMs} ms, longest ≤ ${HYDRATION_TARGETS.longestTaskToFloor}× floor`;
  for (const listed of MEASURED_PAGES) {
    const page = table.pages.find((measured) => measured.label === listed.label);
    figures.push({
      figure: `Hydration: ${listed.label} (${of})`,
      small: page ? describe(page) : (listed.missing ?? ''),
      large: '',
      target,
      met: page ? meetsTargets(page, floor) : false,
    });
  }
  return figures;
}
