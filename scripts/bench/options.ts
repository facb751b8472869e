import { SetupError } from '../lib/setup-error';
export interface BenchOptions {
  /** Books in the large catalog, measured beside the demo's 52. */
  catalog: number;
  lighthouse: boolean;
  /** Lighthouse runs per page and size; the median is printed. */
  lighthouseRuns: number;
  /** Traced loads per page of the hydration table (seconds each, and noisier than Lighthouse's model); medians are printed. */
  hydrationRuns: number;
  /** Only the hydration table, on the seed: a few minutes. */
  hydrationOnly: boolean;
  /** Only Lighthouse on the storefront pages, on the seed: a few minutes a run. */
  lighthouseOnly: boolean;
  /** Only the catalog import, into the large catalog: a few minutes, not twenty. */
  importOnly: boolean;
  /** Only the sign-in flood, on the seed: a minute. */
  signInOnly: boolean;
  /** Only the paper of a sale: drawn in the bench's process, no emulators; seconds. */
  paperOnly: boolean;
  /** Only the flash sales: at the seed, then at the large catalog; a few minutes. */
  flashSaleOnly: boolean;
  /** Only the 5,000-row COD remittance import, on the seed: a minute or two. */
  remittanceOnly: boolean;
  /** Only the search engine: built in the bench's process, no emulators; seconds. */
  searchOnly: boolean;
  /** Only the book page with 1,000 reviews against one with none. */
  reviewsOnly: boolean;
  /** Only the scheduled sweeps' reads a day at 0, 100 and 1,000 waiting alerts (decision 071), on the seed. */
  schedulesOnly: boolean;
}

export const DEFAULT_CATALOG = 20_000;
/** The bench orders generated books up to number 1,300 and measures 500 books on the way. */
export const MIN_CATALOG = 2_000;
/** Beyond this the emulated workers' catalog indexes outgrow the machine (see run.ts). */
export const MAX_CATALOG = 100_000;

/** `--catalog 20000` (or `--catalog=20000`), `--no-lighthouse`, `--lighthouse-runs 1`, `--hydration-runs 9`, `--hydration-only`, `--lighthouse-only`, `--import-only`, `--sign-in-only`, `--paper-only`, `--flash-sale-only`, `--remittance-only`, `--search-only`, `--reviews-only`, `--schedules-only`. Bad input stops the bench with a message. */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = {
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
  };
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i]!.split('=', 2) as [string, string | undefined];
    const value = () => {
      const given = inline ?? args[++i];
      if (given === undefined) throw new SetupError(`${name} needs a number, as in ${name} 20000.`);
      return given;
    };
    if (name === '--catalog') options.catalog = wholeNumber(name, value(), MIN_CATALOG, MAX_CATALOG);
    else if (name === '--lighthouse-runs') options.lighthouseRuns = wholeNumber(name, value(), 1, 9);
    else if (name === '--hydration-runs') options.hydrationRuns = wholeNumber(name, value(), 1, 21);
    else if (name === '--no-lighthouse') options.lighthouse = false;
    else if (name === '--hydration-only') options.hydrationOnly = true;
    else if (name === '--lighthouse-only') options.lighthouseOnly = true;
    else if (name === '--import-only') options.importOnly = true;
    else if (name === '--sign-in-only') options.signInOnly = true;
    else if (name === '--paper-only') options.paperOnly = true;
    else if (name === '--flash-sale-only') options.flashSaleOnly = true;
    else if (name === '--remittance-only') options.remittanceOnly = true;
    else if (name === '--search-only') options.searchOnly = true;
    else if (name === '--reviews-only') options.reviewsOnly = true;
    else if (name === '--schedules-only') options.schedulesOnly = true;
    else if (name !== '--use-running')
      throw new SetupError(
        `Unknown option ${args[i]}: the bench takes --catalog N, --lighthouse-runs N, --hydration-runs N, --no-lighthouse, --hydration-only, --lighthouse-only, --import-only, --sign-in-only, --paper-only, --flash-sale-only, --remittance-only, --search-only, --reviews-only, --schedules-only and --use-running.`,
      );
  }
  return options;
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new SetupError(`${name} must be a whole number from ${min} to ${max}, not "${text}".`);
  return n;
}
