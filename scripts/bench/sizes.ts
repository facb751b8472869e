import { execFileSync } from 'node:child_process';
import { SEED_BOOKS } from '../../seed/catalog';
import { createCustomer } from '../../tests/support/emulators';
import { pageWeight, type PageWeight } from './home-page';
import { lighthousePages, lighthousePagesFigures, type PagesLighthouse } from './lighthouse-pages';
import { describeCount, orderCost, type OrderCost } from './order-cost';
import { kB, times, type Figure } from './table';

/** What is measured at each catalog size, to be printed side by side. */
export interface SizeMeasures {
  home: PageWeight;
  order: OrderCost;
  /** By page label; absent with --no-lighthouse. */
  lighthouse?: PagesLighthouse;
}

/** The book the order-cost figure orders at both sizes: a seed book, so the same document either way. */
const ORDER_COST_BOOK = SEED_BOOKS[1]!;

export async function measureSize(
  options: { lighthouse: boolean; lighthouseRuns: number },
  log: (text: string) => void,
): Promise<SizeMeasures> {
  log('Home page in Chromium until the network is idle…');
  const home = await pageWeight('/');
  log('One order, counted…');
  const order = await orderCost(await createCustomer(), { id: ORDER_COST_BOOK.slug, price: ORDER_COST_BOOK.newPrice });
  if (!options.lighthouse) return { home, order };
  return { home, order, lighthouse: await lighthousePages(options.lighthouseRuns, log) };
}

const sameCount = (a: OrderCost['request'], b: OrderCost['request']) =>
  a !== undefined && b !== undefined && a.reads === b.reads && a.writes === b.writes;

/** The rows that compare the two sizes. */
export function sideBySide(small: SizeMeasures, large: SizeMeasures, lighthouseRuns: number): Figure[] {
  // The page's data: embedded in its server-rendered HTML, plus whatever it asks /api for.
  const data = (m: SizeMeasures) => m.home.htmlBytes + m.home.apiBytes;
  const bytesRatio = data(large) / data(small);
  const firstLoad = (m: SizeMeasures) => m.home.jsGzipBytes + m.home.cssGzipBytes;
  const figures: Figure[] = [
    {
      figure: 'Home page: its data, HTML + API bytes until network idle (as transferred)',
      small: `${kB(small.home.htmlBytes)} + ${kB(small.home.apiBytes)} in ${small.home.apiRequests.length} requests`,
      large: `${kB(large.home.htmlBytes)} + ${kB(large.home.apiBytes)} in ${large.home.apiRequests.length} requests = ${times(bytesRatio)}`,
      target: 'ratio ≤ 1.1',
      met: bytesRatio <= 1.1,
    },
    {
      figure: 'Home page: the API requests',
      small: small.home.apiRequests.join(' '),
      large: large.home.apiRequests.join(' '),
      target: '(printed)',
      met: null,
    },
    {
      figure: 'Home page: first-load JS + CSS, gzipped',
      small: `${kB(small.home.jsGzipBytes)} + ${kB(small.home.cssGzipBytes)}`,
      large: `${kB(large.home.jsGzipBytes)} + ${kB(large.home.cssGzipBytes)}`,
      target: 'unchanged',
      met: firstLoad(small) === firstLoad(large),
    },
    {
      figure: 'One order: its request’s Firestore documents',
      small: describeCount(small.order.request),
      large: describeCount(large.order.request),
      target: 'equal',
      met: sameCount(small.order.request, large.order.request),
    },
    {
      figure: 'One order: its e-mails’ sendMail triggers',
      small: small.order.mail
        ? `${describeCount(small.order.mail)} (${small.order.mail.messages} e-mails)`
        : 'not counted',
      large: large.order.mail
        ? `${describeCount(large.order.mail)} (${large.order.mail.messages} e-mails)`
        : 'not counted',
      target: 'equal',
      met: sameCount(small.order.mail, large.order.mail),
    },
    {
      figure: 'One order: documents each instance’s catalog copy took in',
      small: small.order.synced === undefined ? 'not counted' : String(small.order.synced),
      large: large.order.synced === undefined ? 'not counted' : String(large.order.synced),
      target: 'equal',
      met: small.order.synced !== undefined && small.order.synced === large.order.synced,
    },
  ];
  if (small.lighthouse && large.lighthouse) {
    figures.push(...lighthousePagesFigures(small.lighthouse, large.lighthouse, lighthouseRuns));
  }
  return figures;
}

/** The Functions emulator's worker processes now: how many, and their memory in all. */
export function emulatorWorkers(): { workers: number; rssMiB: number } {
  const lines = execFileSync('ps', ['-eo', 'rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('functionsEmulatorRuntime'));
  const rssKiB = lines.reduce((sum, line) => sum + Number(line.trim().split(/\s+/, 1)[0]), 0);
  return { workers: lines.length, rssMiB: Math.round(rssKiB / 1024) };
}
