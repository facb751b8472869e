import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { ROOT } from '../lib/paths';
import { percentile } from './table';

const run = promisify(execFile);
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
export type LighthouseScores = Record<Category, number>;

/** Medians over a page's mobile runs: the four scores, and the simulated LCP, CLS, FCP and TBT. */
export interface LighthouseMedians {
  scores: LighthouseScores;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  /** The audits that cost a score other than performance its points in any run, as category/audit. */
  shortfalls: string[];
}

/** The parts of a Lighthouse JSON report the bench reads. */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Partial<Record<Category, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }>>;
  audits: Record<string, { numericValue?: number; score?: number | null } | undefined>;
}

/**
 * A run that paints nothing waits this long for a first paint before it gives up (NO_FCP);
 * Lighthouse's default of 30 s would add minutes to the bench for a page with no HTML to show.
 */
const MAX_WAIT_FOR_FCP_MS = 10_000;

/**
 * One mobile Lighthouse run (simulated throttling, Lighthouse's default) in Debian's Chromium.
 * The CLI runs in plain Node: under tsx, the functions Lighthouse sends into the page would
 * carry esbuild's `__name` helper and fail there. A run that ends in a runtime error (NO_FCP)
 * exits non-zero but still prints its report, which says what went wrong.
 */
async function lighthouse(url: string, args: string[]): Promise<LighthouseReport> {
  const command = [
    join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--max-wait-for-fcp=${MAX_WAIT_FOR_FCP_MS}`,
    `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
    ...args,
  ];
  const options = { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 };
  try {
    return JSON.parse((await run(process.execPath, command, options)).stdout) as LighthouseReport;
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout?.startsWith('{')) return JSON.parse(stdout) as LighthouseReport;
    throw error;
  }
}

const metric = (report: LighthouseReport, audit: string): number => {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${audit}.`);
  return value;
};

/** The median of each score and metric over full runs; a run that failed fails the whole. */
export function mediansOf(reports: readonly LighthouseReport[]): LighthouseMedians {
  for (const report of reports) {
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  }
  const median = (values: number[]) => percentile(values, 50);
  const score = (report: LighthouseReport, category: Category) =>
    Math.round((report.categories[category]?.score ?? 0) * 100);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median(reports.map((report) => score(report, category)))]),
    ) as LighthouseScores,
    lcpMs: median(reports.map((report) => metric(report, 'largest-contentful-paint'))),
    cls: median(reports.map((report) => metric(report, 'cumulative-layout-shift'))),
    fcpMs: median(reports.map((report) => metric(report, 'first-contentful-paint'))),
    tbtMs: median(reports.map((report) => metric(report, 'total-blocking-time'))),
    shortfalls: [...new Set(reports.flatMap(shortfalls))].sort(),
  };
}

/**
 * The weighted audits below full marks in the categories scored by pass or fail (performance's
 * are its metrics, printed as such): what a score under 100 was lost on, so it can be fixed.
 */
function shortfalls(report: LighthouseReport): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

/**
 * `runs` full mobile runs of `url` (the medians of every score and of LCP, CLS and FCP), each
 * followed by a run with every script blocked (the median FCP without JavaScript, or null when
 * the page paints nothing without it).
 *
 * Chromium's `--blink-settings=scriptEnabled=false` cannot be used: Lighthouse then fails at once
 * ("Debugger.enable: Script execution is prohibited"), and it has no setting of its own for it.
 * Blocking the requests for scripts (`*.js`, all of this site's JavaScript, built by Vite) shows
 * the page as a phone does before its JavaScript arrives; an inline script would still run.
 *
 * The two kinds take turns: Lighthouse's model takes the page's observed server response time,
 * so runs minutes apart would compare the render function's moods, not the page's scripts. The
 * first run that paints nothing without scripts ends that measure: that is the HTML, not chance.
 */
export async function lighthouseWithAndWithoutScripts(
  url: string,
  runs: number,
): Promise<LighthouseMedians & { fcpWithoutScriptsMs: number | null }> {
  const reports: LighthouseReport[] = [];
  const withoutScripts: number[] = [];
  let paintsWithoutScripts = true;
  for (let i = 0; i < runs; i++) {
    reports.push(await lighthouse(url, [`--only-categories=${CATEGORIES.join(',')}`]));
    if (!paintsWithoutScripts) continue;
    const report = await lighthouse(url, ['--only-audits=first-contentful-paint', '--blocked-url-patterns=*.js']);
    if (report.runtimeError?.code === 'NO_FCP') paintsWithoutScripts = false;
    else if (report.runtimeError) throw new Error(`Lighthouse without scripts: ${report.runtimeError.message}`);
    else withoutScripts.push(metric(report, 'first-contentful-paint'));
  }
  return {
    ...mediansOf(reports),
    fcpWithoutScriptsMs: paintsWithoutScripts ? percentile(withoutScripts, 50) : null,
  };
}
