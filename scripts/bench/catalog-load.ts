import { CATEGORY_IDS } from '@bookstore/domain';
import { whileBooksChange } from './books-changing';
import { HOSTING, load, type LoadResult } from './http';
import { ms, times, type Figure } from './table';

/** The static file every catalog figure is compared with, served by the same Hosting emulator. */
export const staticFile = () => load(`${HOSTING}/robots.txt`, 'static');

/**
 * The original figures, on GET /api/books at 500 books: errors, p99 against a static file and
 * against a function doing no work, and the same load while books keep changing.
 */
export async function booksListLoad(changing: readonly string[]): Promise<Figure[]> {
  const fileLoad = await staticFile();
  // The floor under any function: a path the API has no route for is answered (404) by the
  // function without touching Firestore, so all of its time is the emulators' proxying
  // (Hosting → Functions emulator → worker process), which a deployed function does not pay.
  const noWork = await load(`${HOSTING}/api/bench-no-such-route`, 'function doing no work');
  const api = await load(`${HOSTING}/api/books`, 'catalog');
  // Each instance's listener takes a changed book every 50 ms: answers must not re-read the catalog.
  const busy = await whileBooksChange(changing, () => load(`${HOSTING}/api/books`, 'catalog, books changing'));
  // Measured between the two sizes; shown in the smaller size's column.
  const at500 = (value: string): Pick<Figure, 'small' | 'large'> => ({ small: value, large: '' });
  return [
    {
      figure: 'GET /api/books errors (500 books, 20 conn, 10 s)',
      ...at500(`${api.errors} of ${api.requests}`),
      target: '0',
      met: api.errors === 0,
    },
    {
      figure: 'GET /api/books p99 / static file p99 (500 books)',
      ...at500(`${ms(api.p99)} / ${ms(fileLoad.p99)} = ${times(api.p99 / fileLoad.p99)}`),
      target: '≤ 3×',
      met: api.p99 / fileLoad.p99 <= 3,
    },
    {
      figure: 'Emulator floor: a function doing no work, p99 / static file p99 (500 books)',
      ...at500(`${ms(noWork.p99)} / ${ms(fileLoad.p99)} = ${times(noWork.p99 / fileLoad.p99)}`),
      target: '(printed)',
      met: null,
    },
    {
      figure: 'GET /api/books p99 / the no-work function p99 (500 books)',
      ...at500(`${ms(api.p99)} / ${ms(noWork.p99)} = ${times(api.p99 / noWork.p99)}`),
      target: '(printed)',
      met: null,
    },
    {
      figure: 'GET /api/books requests in 10 s, steady vs a book changing every 50 ms (500 books)',
      ...at500(`${api.requests} vs ${busy.requests} (p99 ${ms(api.p99)} vs ${ms(busy.p99)}, errors ${busy.errors})`),
      target: '(printed)',
      met: null,
    },
  ];
}

/** Search and a genre's top sellers at the large catalog, against the static file, in one run. */
export async function searchAndGenreLoad(): Promise<Figure[]> {
  const fileLoad = await staticFile();
  const genre = CATEGORY_IDS[1]!;
  const measured: Array<[string, LoadResult]> = [
    ['GET /api/catalog/search?q=the', await load(`${HOSTING}/api/catalog/search?q=the`, 'search')],
    [
      `GET /api/catalog/top-sellers?category=${genre}`,
      await load(`${HOSTING}/api/catalog/top-sellers?category=${genre}`, 'genre'),
    ],
    [
      'GET /api/catalog/top-sellers?category=…&page=40',
      await load(`${HOSTING}/api/catalog/top-sellers?category=${genre}&page=40`, 'genre, deep page'),
    ],
  ];
  return [
    {
      figure: 'Static file p50 / p99 (20 conn, 10 s)',
      small: '',
      large: `${ms(fileLoad.p50)} / ${ms(fileLoad.p99)}`,
      target: '(printed)',
      met: null,
    },
    ...measured.map(([figure, result]) => ({
      figure: `${figure} p50 / p99 (20 conn, 10 s)`,
      small: '',
      large: `${ms(result.p50)} / ${ms(result.p99)} = ${times(result.p99 / fileLoad.p99)} static p99, ${result.errors} errors of ${result.requests}`,
      target: '(printed), 0 errors',
      met: result.errors === 0,
    })),
  ];
}
