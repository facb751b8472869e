import type { LighthouseMedians } from './lighthouse';
import { times, type Figure } from './table';

/** What the bench measures of one page in Lighthouse: full mobile runs, and runs with scripts blocked. */
export interface PageLighthouse extends LighthouseMedians {
  /** Median simulated FCP with every script blocked; null when the page painted nothing. */
  fcpWithoutScriptsMs: number | null;
}

/** Issue 18's targets for the mobile runs of `/` and a book page. */
export const LIGHTHOUSE_TARGETS = {
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  /** FCP without scripts within this fraction of FCP with them, either way. */
  fcpTolerance: 0.1,
} as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** FCP without scripts over FCP with them, or null when the page painted nothing without. */
export function fcpRatio(page: PageLighthouse): number | null {
  return page.fcpWithoutScriptsMs === null ? null : page.fcpWithoutScriptsMs / page.fcpMs;
}

/** The Lighthouse rows of one page at both catalog sizes, each with its target. */
export function lighthouseFigures(label: string, small: PageLighthouse, large: PageLighthouse, runs: number): Figure[] {
  const of = `(${label}, mobile, median of ${runs})`;
  const both = (met: (page: PageLighthouse) => boolean) => met(small) && met(large);
  const figures: Figure[] = (['performance', 'accessibility', 'best-practices', 'seo'] as const).map((category) => {
    const target = LIGHTHOUSE_TARGETS[category];
    return {
      figure: `Lighthouse ${category} ${of}`,
      small: String(small.scores[category]),
      large: String(large.scores[category]),
      target: target === 100 ? '100' : `≥ ${target}`,
      met: both((page) => page.scores[category] >= target),
    };
  });
  const fcp = (page: PageLighthouse) => {
    const ratio = fcpRatio(page);
    const without = page.fcpWithoutScriptsMs === null ? 'no paint' : seconds(page.fcpWithoutScriptsMs);
    return `${seconds(page.fcpMs)} / ${without}${ratio === null ? '' : ` = ${times(ratio)}`}`;
  };
  figures.push(
    {
      figure: `LCP, simulated ${of}`,
      small: seconds(small.lcpMs),
      large: seconds(large.lcpMs),
      target: `≤ ${seconds(LIGHTHOUSE_TARGETS.lcpMs)}`,
      met: both((page) => page.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs),
    },
    {
      figure: `CLS ${of}`,
      small: small.cls.toFixed(3),
      large: large.cls.toFixed(3),
      target: `≤ ${LIGHTHOUSE_TARGETS.cls}`,
      met: both((page) => page.cls <= LIGHTHOUSE_TARGETS.cls),
    },
    {
      figure: `FCP with scripts / with scripts blocked ${of}`,
      small: fcp(small),
      large: fcp(large),
      target: `ratio ${1 - LIGHTHOUSE_TARGETS.fcpTolerance}–${1 + LIGHTHOUSE_TARGETS.fcpTolerance}`,
      met: both((page) => {
        const ratio = fcpRatio(page);
        // Bounds, not |ratio - 1|: 1.1 - 1 is a hair over 0.1 in floating point.
        const { fcpTolerance } = LIGHTHOUSE_TARGETS;
        return ratio !== null && ratio >= 1 - fcpTolerance && ratio <= 1 + fcpTolerance;
      }),
    },
  );
  return figures;
}
