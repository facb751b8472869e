import { isValidIsbn } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, MAX_CATALOG, MIN_CATALOG, parseBenchOptions } from '../../scripts/bench/options';
import { benchIsbn } from '../../scripts/bench/seed-load';
import { SEED_BOOKS } from '../../seed/catalog';

describe("npm run bench's options", () => {
  it('default to a 20,000-book catalog, 3 Lighthouse runs and 5 traced loads a page', () => {
    expect(parseBenchOptions([])).toEqual({
      catalog: DEFAULT_CATALOG,
      lighthouse: true,
      lighthouseRuns: 3,
      hydrationRuns: 5,
      hydrationOnly: false,
      lighthouseOnly: false,
      importOnly: false,
      signInOnly: false,
      paperOnly: false,
      flashSaleOnly: false,
      remittanceOnly: false,
      searchOnly: false,
      reviewsOnly: false,
      schedulesOnly: false,
    });
    expect(DEFAULT_CATALOG).toBe(20_000);
  });

  it('take --catalog N, --catalog=N, --lighthouse-runs, --hydration-runs, --no-lighthouse, --hydration-only, --lighthouse-only, --import-only, --sign-in-only, --paper-only, --flash-sale-only, --remittance-only, --search-only, --reviews-only, --schedules-only and --use-running', () => {
    expect(parseBenchOptions(['--catalog', '5000', '--use-running']).catalog).toBe(5000);
    expect(parseBenchOptions(['--catalog=30000', '--lighthouse-runs', '1', '--no-lighthouse'])).toEqual({
      catalog: 30_000,
      lighthouse: false,
      lighthouseRuns: 1,
      hydrationRuns: 5,
      hydrationOnly: false,
      lighthouseOnly: false,
      importOnly: false,
      signInOnly: false,
      paperOnly: false,
      flashSaleOnly: false,
      remittanceOnly: false,
      searchOnly: false,
      reviewsOnly: false,
      schedulesOnly: false,
    });
    expect(parseBenchOptions(['--import-only', '--catalog', '2000'])).toMatchObject({
      importOnly: true,
      catalog: 2000,
    });
    expect(parseBenchOptions(['--sign-in-only'])).toMatchObject({ signInOnly: true, importOnly: false });
    expect(parseBenchOptions(['--paper-only'])).toMatchObject({ paperOnly: true, signInOnly: false });
    expect(parseBenchOptions(['--flash-sale-only'])).toMatchObject({ flashSaleOnly: true, paperOnly: false });
    expect(parseBenchOptions(['--remittance-only'])).toMatchObject({ remittanceOnly: true, flashSaleOnly: false });
    expect(parseBenchOptions(['--search-only'])).toMatchObject({ searchOnly: true, paperOnly: false });
    expect(parseBenchOptions(['--reviews-only'])).toMatchObject({ reviewsOnly: true, searchOnly: false });
    expect(parseBenchOptions(['--schedules-only'])).toMatchObject({ schedulesOnly: true, reviewsOnly: false });
    expect(parseBenchOptions(['--hydration-only', '--hydration-runs=9'])).toMatchObject({
      hydrationOnly: true,
      lighthouseOnly: false,
      hydrationRuns: 9,
      lighthouseRuns: 3,
    });
    expect(parseBenchOptions(['--lighthouse-only'])).toMatchObject({ lighthouseOnly: true, hydrationOnly: false });
  });

  it('refuse what they cannot run with a message that says what would do', () => {
    expect(() => parseBenchOptions(['--catalog'])).toThrow('--catalog needs a number, as in --catalog 20000.');
    for (const bad of ['abc', '2.5', '-3', String(MIN_CATALOG - 1), String(MAX_CATALOG + 1)])
      expect(() => parseBenchOptions(['--catalog', bad])).toThrow(
        `--catalog must be a whole number from ${MIN_CATALOG} to ${MAX_CATALOG}, not "${bad}".`,
      );
    // Each run is a full mobile run plus one with scripts blocked, per page and catalog size.
    for (const bad of ['0', '10'])
      expect(() => parseBenchOptions(['--lighthouse-runs', bad])).toThrow(
        `--lighthouse-runs must be a whole number from 1 to 9, not "${bad}".`,
      );
    for (const bad of ['0', '22'])
      expect(() => parseBenchOptions(['--hydration-runs', bad])).toThrow(
        `--hydration-runs must be a whole number from 1 to 21, not "${bad}".`,
      );
    expect(() => parseBenchOptions(['--fast'])).toThrow(
      'Unknown option --fast: the bench takes --catalog N, --lighthouse-runs N, --hydration-runs N, --no-lighthouse, --hydration-only, --lighthouse-only, --import-only, --sign-in-only, --paper-only, --flash-sale-only, --remittance-only, --search-only, --reviews-only, --schedules-only and --use-running.',
    );
  });
});

describe("the bench's generated books", () => {
  it('carry valid ISBN-13s, all different from each other and from the seed’s, as long as the seed’s', () => {
    const isbns = Array.from({ length: MAX_CATALOG }, (_, n) => benchIsbn(n));
    expect(isbns.every((isbn) => isValidIsbn(isbn) && isbn.length === SEED_BOOKS[0]!.ISBN.length)).toBe(true);
    const seed = SEED_BOOKS.map((book) => book.ISBN);
    expect(new Set([...isbns, ...seed]).size).toBe(MAX_CATALOG + seed.length);
  });
});
