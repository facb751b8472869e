import { staticFile } from './catalog-load';
import { HOSTING, load } from './http';
import { ms, times, type Figure } from './table';

/**
 * Checks that the render function answers the page: a rendered page carries the data it
 * was rendered from, an empty shell does not. A figure for the shell would be a static file's.
 */
async function requireRendered(path: string): Promise<void> {
  const response = await fetch(`${HOSTING}${path}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${body.slice(0, 300)}`);
  if (!body.includes('id="query-state"')) throw new Error(`GET ${path} answered the app shell, not a rendered page.`);
}

/**
 * A book page's HTML through Hosting at 20 connections for 10 s, against the static file in the
 * same run: the render function's p50 and p99. Call it with the function warm.
 */
export async function bookPageLoad(bookId: string): Promise<Figure[]> {
  const path = `/books/${bookId}`;
  await requireRendered(path);
  const fileLoad = await staticFile();
  const page = await load(`${HOSTING}${path}`, 'book page');
  return [
    {
      figure: 'Render function: GET /books/<id> p50 / p99, 20 conn, 10 s',
      small: '',
      large: `${ms(page.p50)} / ${ms(page.p99)}; static file ${ms(fileLoad.p50)} / ${ms(fileLoad.p99)}; p99 = ${times(page.p99 / fileLoad.p99)} static; ${page.errors} errors of ${page.requests}`,
      target: '(printed), 0 errors',
      met: page.errors === 0,
    },
  ];
}
