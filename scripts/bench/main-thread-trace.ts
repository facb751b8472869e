/** One event of a Chrome trace (the JSON Trace Event Format), as far as the bench reads it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds, on the trace's own clock. */
  ts: number;
  /** Microseconds; complete ('X') events only. */
  dur?: number;
  args?: { frame?: string; data?: { navigationId?: string } };
}

/** What one page load did on the page's main thread, in milliseconds. */
export interface MainThreadFigures {
  /** First contentful paint, after the navigation started. */
  fcpMs: number;
  /** Total Blocking Time from FCP to the end of the trace (see totalBlockingTime). */
  tbtMs: number;
  /** The longest task that was still running at or after FCP, whole. */
  longestTaskMs: number;
  /** Time the main thread spent in JavaScript from the navigation to the end of the trace. */
  scriptMs: number;
}

/** A task longer than this blocks input: Lighthouse's and the Long Tasks API's threshold. */
export const LONG_TASK_MS = 50;

/**
 * The events that enter JavaScript on the main thread: a script or module evaluated, a callback
 * (timer, event, animation frame, idle callback, microtasks). They nest (a FunctionCall inside
 * a TimerFire, microtasks after a module), so the bench takes the union of their spans: time
 * in JavaScript, each millisecond once, V8's lazy compiling of functions on the way included.
 */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
]);

/** The scheduler's top-level task on a thread: what "a task" means to TBT and the Long Tasks API. */
const TASK = 'RunTask';

interface Span {
  start: number;
  end: number;
}

const ms = (us: number) => us / 1000;

/**
 * Reads the main thread of the page's navigation out of a trace: the thread that painted its
 * first contentful paint. The navigation is the one that paint belongs to (its navigationId), so
 * the about:blank a fresh tab starts with, traced on the same thread, is not taken for it.
 */
export function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint: the page painted nothing.');
  const navigationId = fcp.args?.data?.navigationId;
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === fcp.pid &&
      (navigationId === undefined || event.args?.data?.navigationId === navigationId),
  );
  if (!start) throw new Error('The trace has no start for the navigation that painted.');
  const onMain = (event: TraceEvent) =>
    event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X' && event.dur !== undefined;
  const tasks: Span[] = [];
  const scripts: Span[] = [];
  for (const event of events) {
    if (!onMain(event) || event.ts + event.dur! < start.ts) continue;
    const span = { start: event.ts, end: event.ts + event.dur! };
    if (event.name === TASK) tasks.push(span);
    else if (SCRIPT_EVENTS.has(event.name)) scripts.push(span);
  }
  const afterPaint = tasks.filter((task) => task.end > fcp.ts);
  return {
    fcpMs: ms(fcp.ts - start.ts),
    tbtMs: ms(totalBlockingTime(tasks, fcp.ts)),
    longestTaskMs: ms(Math.max(0, ...afterPaint.map((task) => task.end - task.start))),
    scriptMs: ms(unionLength(scripts.map((span) => ({ start: Math.max(span.start, start.ts), end: span.end })))),
  };
}

/**
 * Total Blocking Time, in the trace's microseconds: each task is cut to the part after FCP, and
 * what that part lasts past 50 ms (the time a tap would have waited) is summed. That is
 * Lighthouse's rule: a 150 ms task that began 50 ms before FCP blocks 50 ms, not 100.
 *
 * Lighthouse sums from FCP to Time to Interactive (the start of the first 5 s with no long task
 * and at most two requests in flight). The bench sums to the end of its trace instead, which it
 * stops 2 s after the network went idle: it counts every long task Lighthouse counts, and a
 * late one that Lighthouse would leave out past TTI counts here too, because a tap would wait
 * for it just the same.
 */
export function totalBlockingTime(tasks: readonly Span[], fcpTs: number): number {
  const threshold = LONG_TASK_MS * 1000;
  return tasks.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, fcpTs) - threshold), 0);
}

/** The length covered by spans that may overlap or nest, each instant counted once. */
export function unionLength(spans: readonly Span[]): number {
  const sorted = spans.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = -Infinity;
  for (const span of sorted) {
    if (span.end <= reach) continue;
    total += span.end - Math.max(span.start, reach);
    reach = span.end;
  }
  return total;
}
