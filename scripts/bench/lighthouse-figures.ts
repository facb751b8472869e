import type { LighthouseMedians } from './lighthouse';
import { times, type Figure } from './table';

/** What the bench measures of one page in Lighthouse: full mobile runs, and runs with scripts blocked. */
export interface PageLighthouse extends LighthouseMedians {
  /** Median simulated FCP with every script blocked; null when the page painted nothing. */
  fcpWithoutScriptsMs: number | null;
}

/** The targets for the mobile runs of each storefront page, performance 100 among them. */
export const LIGHTHOUSE_TARGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  /** Nothing blocks. */
  tbtMs: 50,
  /** FCP without scripts within this fraction of FCP with them, either way. */
  fcpTolerance: 0.1,
} as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** FCP without scripts over FCP with them, or null when the page painted nothing without. */
export function fcpRatio(page: PageLighthouse): number | null {
  return page.fcpWithoutScriptsMs === null ? null : page.fcpWithoutScriptsMs / page.fcpMs;
}

/**
 * The Lighthouse rows of one page at the seed and at the large catalog, each with its target;
 * `large` is left out by `--lighthouse-only`, which measures the seed alone.
 */
export function lighthouseFigures(
  label: string,
  small: PageLighthouse,
  large: PageLighthouse | undefined,
  runs: number,
): Figure[] {
  const of = `(${label}, mobile, median of ${runs})`;
  const both = (met: (page: PageLighthouse) => boolean) => met(small) && (large === undefined || met(large));
  const atLarge = (show: (page: PageLighthouse) => string) => (large === undefined ? '' : show(large));
  const figures: Figure[] = (['performance', 'accessibility', 'best-practices', 'seo'] as const).map((category) => {
    const target: number = LIGHTHOUSE_TARGETS[category]; // a score below 100 would print as "≥ 99"
    return {
      figure: `Lighthouse ${category} ${of}`,
      small: String(small.scores[category]),
      large: atLarge((page) => String(page.scores[category])),
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
      large: atLarge((page) => seconds(page.lcpMs)),
      target: `≤ ${seconds(LIGHTHOUSE_TARGETS.lcpMs)}`,
      met: both((page) => page.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs),
    },
    {
      figure: `CLS ${of}`,
      small: small.cls.toFixed(3),
      large: atLarge((page) => page.cls.toFixed(3)),
      target: `≤ ${LIGHTHOUSE_TARGETS.cls}`,
      met: both((page) => page.cls <= LIGHTHOUSE_TARGETS.cls),
    },
    {
      figure: `TBT, simulated ${of}`,
      small: `${Math.round(small.tbtMs)} ms`,
      large: atLarge((page) => `${Math.round(page.tbtMs)} ms`),
      target: `≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms`,
      met: both((page) => page.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs),
    },
    {
      figure: `FCP with scripts / with scripts blocked ${of}`,
      small: fcp(small),
      large: atLarge(fcp),
      target: `ratio ${1 - LIGHTHOUSE_TARGETS.fcpTolerance}–${1 + LIGHTHOUSE_TARGETS.fcpTolerance}`,
      met: both((page) => {
        const ratio = fcpRatio(page);
        // Bounds, not |ratio - 1|: 1.1 - 1 is a hair over 0.1 in floating point.
        const { fcpTolerance } = LIGHTHOUSE_TARGETS;
        return ratio !== null && ratio >= 1 - fcpTolerance && ratio <= 1 + fcpTolerance;
      }),
    },
  );
  const lost = [small, ...(large ? [large] : [])].flatMap((page) => page.shortfalls);
  if (lost.length > 0)
    figures.push({
      figure: `Lighthouse audits short of full marks ${of}`,
      small: small.shortfalls.join(' '),
      large: atLarge((page) => page.shortfalls.join(' ')),
      target: '(printed)',
      met: null,
    });
  return figures;
}

/** The row of a page the storefront does not have: it cannot score, so the target is not met. */
export function missingPageFigure(label: string, missing: string): Figure {
  return {
    figure: `Lighthouse performance (${label}, mobile)`,
    small: missing,
    large: '',
    target: String(LIGHTHOUSE_TARGETS.performance),
    met: false,
  };
}
