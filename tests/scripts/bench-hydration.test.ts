import { describe, expect, it } from 'vitest';
import type { HydrationTable, PageHydration } from '../../scripts/bench/hydration';
import { hydrationFigures, hydrationLines, toFloor } from '../../scripts/bench/hydration-figures';
import { medianFigures } from '../../scripts/bench/hydration';
import {
  mainThreadFigures,
  totalBlockingTime,
  unionLength,
  type TraceEvent,
} from '../../scripts/bench/main-thread-trace';

const MAIN = { pid: 7, tid: 7 };
const NAV = 'nav-1';
/** Milliseconds after an arbitrary trace origin, in the trace's microseconds. */
const at = (ms: number) => 1_000_000 + ms * 1000;
const task = (startMs: number, durMs: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ...thread,
  ts: at(startMs),
  dur: durMs * 1000,
});
const js = (name: string, startMs: number, durMs: number): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ...MAIN,
  ts: at(startMs),
  dur: durMs * 1000,
});
const mark = (name: string, ms: number, navigationId: string, pid = MAIN.pid): TraceEvent => ({
  name,
  cat: 'blink.user_timing',
  ph: 'R',
  pid,
  tid: pid,
  ts: at(ms),
  args: { frame: 'F', data: { navigationId } },
});

describe("the hydration table's Total Blocking Time", () => {
  const span = (startMs: number, endMs: number) => ({ start: at(startMs), end: at(endMs) });

  it('sums what each task after FCP lasts past 50 ms, and nothing of shorter tasks', () => {
    expect(totalBlockingTime([span(100, 150), span(200, 249), span(300, 420), span(500, 551)], at(0))).toBe(
      (70 + 1) * 1000,
    );
  });

  it('cuts a task at FCP before taking its 50 ms off, as Lighthouse does', () => {
    // 150 ms from 0, FCP at 50: 100 ms after FCP, 50 of them blocking.
    expect(totalBlockingTime([span(0, 150)], at(50))).toBe(50_000);
    expect(totalBlockingTime([span(0, 90)], at(50))).toBe(0);
    expect(totalBlockingTime([span(0, 40)], at(50))).toBe(0);
  });
});

describe('the union of spans', () => {
  it('counts nested and overlapping spans once and gaps not at all', () => {
    expect(
      unionLength([
        { start: 0, end: 100 },
        { start: 10, end: 20 },
        { start: 90, end: 150 },
        { start: 200, end: 210 },
      ]),
    ).toBe(160);
    expect(unionLength([])).toBe(0);
  });
});

describe('a trace read for the page’s main thread', () => {
  const trace: TraceEvent[] = [
    // about:blank's navigation first, on the same thread: not the page's.
    mark('navigationStart', 0, 'blank'),
    mark('navigationStart', 100, NAV),
    // Another renderer's tasks and paint-less marks do not count.
    task(400, 500, { pid: 9, tid: 9 }),
    task(50, 300), // began before the navigation and ended before FCP: blocks nothing, not after paint
    js('v8.evaluateModule', 150, 200),
    js('FunctionCall', 160, 20), // nested in the module: counted once
    mark('firstContentfulPaint', 500, NAV),
    task(450, 120), // straddles FCP: 70 ms after it, 20 blocking; 120 ms long
    task(600, 80), // 30 blocking
    js('TimerFire', 600, 60),
    task(900, 40),
  ];

  it('takes FCP from the navigation that painted, TBT and the longest task after FCP, and time in JavaScript', () => {
    expect(mainThreadFigures(trace)).toEqual({ fcpMs: 400, tbtMs: 50, longestTaskMs: 120, scriptMs: 260 });
  });

  it('refuses a trace with no paint rather than print zeros', () => {
    expect(() => mainThreadFigures(trace.filter((event) => event.name !== 'firstContentfulPaint'))).toThrow(
      'painted nothing',
    );
  });
});

const page = (label: string, tbtMs: number, longestTaskMs: number, scriptMs = 100): PageHydration => ({
  label,
  fcpMs: 900,
  tbtMs,
  longestTaskMs,
  scriptMs,
});

describe('the hydration rows', () => {
  it('take each figure’s median over the runs on its own', () => {
    expect(
      medianFigures('/', [
        { fcpMs: 3, tbtMs: 10, longestTaskMs: 200, scriptMs: 5 },
        { fcpMs: 1, tbtMs: 30, longestTaskMs: 100, scriptMs: 6 },
        { fcpMs: 2, tbtMs: 20, longestTaskMs: 300, scriptMs: 4 },
      ]),
    ).toEqual({ label: '/', fcpMs: 2, tbtMs: 20, longestTaskMs: 200, scriptMs: 5 });
  });

  it('give ratios to the floor, and say when the floor is 0 ms', () => {
    expect(toFloor(150, 60)).toBe('2.50×');
    expect(toFloor(0, 0)).toBe('= floor (0)');
    expect(toFloor(12, 0)).toBe('floor 0');
  });

  it('meet the targets at TBT 50 ms and twice the floor’s longest task, and miss them just past', () => {
    const table: HydrationTable = {
      runs: 3,
      cpuSlowdown: 4,
      floor: page('floor (React hydrateRoot only)', 0, 60, 40),
      pages: [page('/', 50, 120), page('book page', 51, 100), page('search', 0, 121), page('genre page', 10, 80)],
    };
    const met = Object.fromEntries(hydrationFigures(table).map((f) => [f.figure.split(' (')[0], f.met]));
    expect(met).toEqual({
      'Hydration floor: React hydrateRoot only': null,
      'Hydration: /': true,
      'Hydration: book page': false,
      'Hydration: search': false,
      'Hydration: genre page': true,
    });
    const lines = hydrationLines(table);
    expect(lines.find((line) => line.startsWith('/ '))).toMatch(/50\.0 ms .*floor 0.*120\.0 ms .*2\.00×.*2\.50× .*yes/);
    expect(lines.find((line) => line.startsWith('genre page'))).toMatch(/10\.0 ms .*80\.0 ms .*yes/);
  });

  it('miss the targets of a page the run did not measure', () => {
    const table: HydrationTable = {
      runs: 3,
      cpuSlowdown: 4,
      floor: page('floor (React hydrateRoot only)', 0, 60, 40),
      pages: [page('/', 10, 80)],
    };
    const met = Object.fromEntries(hydrationFigures(table).map((f) => [f.figure.split(' (')[0], f.met]));
    expect(met['Hydration: genre page']).toBe(false);
  });
});
