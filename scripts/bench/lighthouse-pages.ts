import { HOSTING } from './http';
import { lighthouseWithAndWithoutScripts } from './lighthouse';
import { lighthouseFigures, missingPageFigure, type PageLighthouse } from './lighthouse-figures';
import { pagesToLoad, MEASURED_PAGES } from './measured-pages';
import type { Figure } from './table';

/** Lighthouse's medians of each storefront page, by label. */
export type PagesLighthouse = Record<string, PageLighthouse>;

/** `runs` mobile Lighthouse runs of each storefront page there is, each followed by one with scripts blocked. */
export async function lighthousePages(runs: number, log: (text: string) => void): Promise<PagesLighthouse> {
  const measured: PagesLighthouse = {};
  const count = `${runs} run${runs > 1 ? 's' : ''}`;
  for (const { label, path } of pagesToLoad()) {
    log(`Lighthouse (mobile, ${count}) on ${label}, each run followed by one with scripts blocked…`);
    measured[label] = await lighthouseWithAndWithoutScripts(`${HOSTING}${path}`, runs);
  }
  return measured;
}

/** Every storefront page's rows, at the seed and (unless left out) at the large catalog; a missing page says so. */
export function lighthousePagesFigures(
  small: PagesLighthouse,
  large: PagesLighthouse | undefined,
  runs: number,
): Figure[] {
  return MEASURED_PAGES.flatMap(({ label, missing }) => {
    const page = small[label];
    if (!page) return [missingPageFigure(label, missing ?? 'not measured')];
    return lighthouseFigures(label, page, large?.[label], runs);
  });
}
