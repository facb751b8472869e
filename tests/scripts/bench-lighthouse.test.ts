import { describe, expect, it } from 'vitest';
import { mediansOf, type LighthouseReport } from '../../scripts/bench/lighthouse';
import { lighthouseFigures, type PageLighthouse } from '../../scripts/bench/lighthouse-figures';
import { lighthousePagesFigures } from '../../scripts/bench/lighthouse-pages';

/** A report as the Lighthouse CLI prints it, reduced to what the bench reads. */
const report = (
  performance: number,
  lcp: number,
  cls: number,
  fcp: number,
  tbt = 0,
  contrast: number | null = 1,
): LighthouseReport => ({
  categories: {
    performance: { score: performance, auditRefs: [{ id: 'total-blocking-time', weight: 30 }] },
    accessibility: {
      score: 1,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'label', weight: 7 },
        { id: 'bypass', weight: 0 },
      ],
    },
    'best-practices': { score: 0.96 },
    seo: { score: 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'cumulative-layout-shift': { numericValue: cls },
    'first-contentful-paint': { numericValue: fcp },
    'total-blocking-time': { numericValue: tbt, score: tbt > 0 ? 0.9 : 1 },
    'color-contrast': { score: contrast },
    label: { score: null }, // not applicable: Lighthouse gives it no score
    bypass: { score: 0 }, // weight 0: it costs nothing
  },
});

const page = (overrides: Partial<PageLighthouse> = {}): PageLighthouse => ({
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1200,
  cls: 0,
  fcpMs: 1000,
  tbtMs: 0,
  shortfalls: [],
  fcpWithoutScriptsMs: 1050,
  ...overrides,
});

describe("the bench's Lighthouse medians", () => {
  it('take each score and metric’s median over the runs on its own', () => {
    const medians = mediansOf([
      report(0.97, 2000, 0.1, 900, 120),
      report(0.99, 1400, 0, 1000, 0),
      report(1, 1500, 0.01, 1800, 40),
    ]);
    expect(medians).toEqual({
      scores: { performance: 99, accessibility: 100, 'best-practices': 96, seo: 100 },
      lcpMs: 1500,
      cls: 0.01,
      fcpMs: 1000,
      tbtMs: 40,
      shortfalls: [],
    });
  });

  it('name the weighted audits a run lost points on outside performance, once', () => {
    const runs = [report(1, 1, 0, 1, 300, 0), report(1, 1, 0, 1, 0, 1), report(1, 1, 0, 1, 0, 0.5)];
    expect(mediansOf(runs).shortfalls).toEqual(['accessibility/color-contrast']);
  });

  it('refuse a run that ended in a runtime error rather than count it as zeros', () => {
    const failed = {
      ...report(0, 0, 0, 0),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    };
    expect(() => mediansOf([report(1, 1, 0, 1), failed])).toThrow('Lighthouse: The page did not paint any content.');
  });
});

describe("the bench's Lighthouse rows", () => {
  const met = (small: PageLighthouse, large = page()) =>
    Object.fromEntries(lighthouseFigures('/', small, large, 3).map((f) => [f.figure.split(' (')[0], f.met]));

  it('print the targets with a performance of 100 and meet them when both sizes do', () => {
    const figures = lighthouseFigures('book page', page(), page(), 3);
    expect(figures.map((f) => [f.figure, f.target, f.met])).toEqual([
      ['Lighthouse performance (book page, mobile, median of 3)', '100', true],
      ['Lighthouse accessibility (book page, mobile, median of 3)', '100', true],
      ['Lighthouse best-practices (book page, mobile, median of 3)', '100', true],
      ['Lighthouse seo (book page, mobile, median of 3)', '100', true],
      ['LCP, simulated (book page, mobile, median of 3)', '≤ 1.50 s', true],
      ['CLS (book page, mobile, median of 3)', '≤ 0.02', true],
      ['TBT, simulated (book page, mobile, median of 3)', '≤ 50 ms', true],
      ['FCP with scripts / with scripts blocked (book page, mobile, median of 3)', 'ratio 0.9–1.1', true],
    ]);
    expect(figures.at(-1)!.small).toBe('1.00 s / 1.05 s = 1.05×');
  });

  it('miss each target on its own edge', () => {
    expect(met(page({ scores: { ...page().scores, performance: 99 } }))['Lighthouse performance']).toBe(false);
    expect(met(page({ scores: { ...page().scores, seo: 99 } }))['Lighthouse seo']).toBe(false);
    expect(met(page({ lcpMs: 1501 }))['LCP, simulated']).toBe(false);
    expect(met(page({ lcpMs: 1500, cls: 0.02 }))).toMatchObject({ 'LCP, simulated': true, CLS: true });
    expect(met(page({ cls: 0.021 })).CLS).toBe(false);
    expect(met(page({ tbtMs: 50 }))['TBT, simulated']).toBe(true);
    expect(met(page({ tbtMs: 51 }))['TBT, simulated']).toBe(false);
    expect(met(page({ fcpWithoutScriptsMs: 1110 }))['FCP with scripts / with scripts blocked']).toBe(false);
    expect(met(page({ fcpWithoutScriptsMs: 890 }))['FCP with scripts / with scripts blocked']).toBe(false);
    expect(met(page({ fcpWithoutScriptsMs: 900 }))['FCP with scripts / with scripts blocked']).toBe(true);
    expect(met(page({ fcpWithoutScriptsMs: 1100 }))['FCP with scripts / with scripts blocked']).toBe(true);
  });

  it('add a row naming the audits that cost points, only when some did', () => {
    const lost = lighthouseFigures('search', page({ shortfalls: ['accessibility/heading-order'] }), page(), 3);
    expect(lost.at(-1)).toMatchObject({
      figure: 'Lighthouse audits short of full marks (search, mobile, median of 3)',
      small: 'accessibility/heading-order',
      large: '',
      met: null,
    });
    expect(lighthouseFigures('search', page(), page(), 3).some((f) => f.figure.includes('short of'))).toBe(false);
  });

  it('say "no paint" and miss the FCP target when the page paints nothing without scripts', () => {
    const figures = lighthouseFigures('/', page({ fcpWithoutScriptsMs: null }), page(), 3);
    expect(figures.at(-1)).toMatchObject({ small: '1.00 s / no paint', met: false });
  });
});

describe("the bench's Lighthouse rows of every storefront page", () => {
  const measured = {
    '/': page(),
    'book page': page(),
    search: page({ scores: { ...page().scores, performance: 97 } }),
    'genre page': page(),
  };

  it('show the seed alone under --lighthouse-only, met on it alone', () => {
    const figures = lighthousePagesFigures(measured, undefined, 1);
    const performance = figures.filter((f) => f.figure.startsWith('Lighthouse performance'));
    expect(performance.map((f) => [f.figure, f.small, f.large, f.met])).toEqual([
      ['Lighthouse performance (/, mobile, median of 1)', '100', '', true],
      ['Lighthouse performance (book page, mobile, median of 1)', '100', '', true],
      ['Lighthouse performance (search, mobile, median of 1)', '97', '', false],
      ['Lighthouse performance (genre page, mobile, median of 1)', '100', '', true],
    ]);
  });

  it('miss the target of a page the run did not measure', () => {
    const { 'genre page': _left, ...three } = measured;
    const figures = lighthousePagesFigures(three, undefined, 1);
    expect(figures.find((f) => f.figure.startsWith('Lighthouse performance (genre page'))).toMatchObject({
      small: 'not measured',
      met: false,
    });
  });

  it('miss a target met at the seed but not at the large catalog', () => {
    const large = { ...measured, '/': page({ cls: 0.05 }) };
    const cls = lighthousePagesFigures(measured, large, 3).find((f) => f.figure === 'CLS (/, mobile, median of 3)');
    expect(cls).toMatchObject({ small: '0.000', large: '0.050', met: false });
  });
});
