import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { PHONE_VIEWPORT } from '../lib/first-load';
import { HOSTING } from './http';
import { buildHydrationFloor, removeHydrationFloor } from './hydration-floor';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './main-thread-trace';
import { pagesToLoad } from './measured-pages';
import { percentile } from './table';

/**
 * Lighthouse's mobile CPU: its simulated runs multiply every main-thread task by 4 (a mid-range
 * phone against a desktop). Here Chromium itself runs the page's main thread 4× slower
 * (Emulation.setCPUThrottlingRate, DevTools' "4× slowdown"), so the tasks in the trace are the
 * lengths Lighthouse's model works with. The network is not throttled: on this machine's
 * loopback it adds nothing to the main thread's work, which is what the table compares.
 */
export const CPU_SLOWDOWN = 4;

/** After the network went idle (no request for 500 ms), the trace runs this much longer, for late tasks. */
const QUIET_TAIL_MS = 2000;

/** What Chrome records: tasks and JavaScript on each thread, paints and navigations. */
const TRACE_CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
  'blink.user_timing',
];

/**
 * True once React holds the page's root (hydrateRoot marks the container with its own key): a
 * page whose script failed to start would otherwise pass for a page that hydrates at no cost.
 * A string, not a function: under tsx, functions sent to the page carry esbuild's helpers.
 */
const HYDRATED = `Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))`;

/** The medians of one page's loads, with the label its row carries. */
export interface PageHydration extends MainThreadFigures {
  label: string;
}

/** The floor and each storefront page, every figure the median of its runs on its own. */
export interface HydrationTable {
  runs: number;
  cpuSlowdown: number;
  floor: PageHydration;
  pages: PageHydration[];
}

/**
 * One load of `url` in a fresh context (nothing cached: a first visit) with a phone's viewport,
 * the CPU slowed, traced from before the navigation until QUIET_TAIL_MS after the network idled.
 */
async function tracedLoad(browser: Browser, url: string): Promise<MainThreadFigures> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status()} in Chromium.`);
      await page.waitForTimeout(QUIET_TAIL_MS);
      if (!(await page.evaluate(HYDRATED))) throw new Error(`${url}: React did not hydrate the page's root.`);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return mainThreadFigures(traceEvents);
  } finally {
    await context.close();
  }
}

/** Each figure's median over the runs, on its own (as the Lighthouse rows take theirs). */
export function medianFigures(label: string, loads: readonly MainThreadFigures[]): PageHydration {
  const median = (pick: (load: MainThreadFigures) => number) => percentile(loads.map(pick), 50);
  return {
    label,
    fcpMs: median((load) => load.fcpMs),
    tbtMs: median((load) => load.tbtMs),
    longestTaskMs: median((load) => load.longestTaskMs),
    scriptMs: median((load) => load.scriptMs),
  };
}

/**
 * Loads the floor and each storefront page `runs` times in one Chromium, taking turns (floor,
 * `/`, book page, …, then again), so that whatever else the shared machine does at a moment
 * weighs on every page alike, and the ratios to the floor compare pages, not moments.
 * The floor is built first into Hosting's folder and taken out again afterwards.
 */
export async function measureHydration(runs: number, log: (text: string) => void): Promise<HydrationTable> {
  log('Hydration: building React’s floor page (Vite, production) into Hosting’s folder…');
  const floorPath = await buildHydrationFloor();
  const targets = [{ label: 'floor (React hydrateRoot only)', path: floorPath }, ...pagesToLoad()];
  const loads = targets.map(() => [] as MainThreadFigures[]);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    log(
      `Hydration: ${targets.length} pages × ${runs} runs in one Chromium, traced, CPU ${CPU_SLOWDOWN}× slower, a phone’s viewport…`,
    );
    // One load of each, not counted: the render function and Hosting warm, as Lighthouse's runs find them.
    for (const target of targets) await tracedLoad(browser, `${HOSTING}${target.path}`);
    for (let run = 0; run < runs; run++) {
      for (const [i, target] of targets.entries())
        loads[i]!.push(await tracedLoad(browser, `${HOSTING}${target.path}`));
    }
  } finally {
    await browser.close();
    removeHydrationFloor();
  }
  const [floor, ...pages] = targets.map((target, i) => medianFigures(target.label, loads[i]!));
  return { runs, cpuSlowdown: CPU_SLOWDOWN, floor: floor!, pages };
}
