import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/paths';
import { staticFile } from './catalog-load';
import { HOSTING, load } from './http';
import { ms, times, type Figure } from './table';

/**
 * Who answers a page through Hosting: the render function of issue 18, or, before it is
 * deployed to the emulators, the SPA's own index.html, which makes the figure a static file's.
 */
async function servedBy(path: string): Promise<string> {
  const response = await fetch(`${HOSTING}${path}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${body.slice(0, 300)}`);
  const spaShell = readFileSync(join(ROOT, 'web', 'dist', 'index.html'), 'utf8');
  return body === spaShell ? "the SPA's index.html, no render function yet" : 'rendered';
}

/**
 * A book page's HTML through Hosting at 20 connections for 10 s, against the static file in the
 * same run: the render function's p50 and p99 (issue 18). Call it with the function warm.
 */
export async function bookPageLoad(bookId: string): Promise<Figure[]> {
  const path = `/books/${bookId}`;
  const answer = await servedBy(path);
  const fileLoad = await staticFile();
  const page = await load(`${HOSTING}${path}`, 'book page');
  return [
    {
      figure: `GET /books/<id> p50 / p99, 20 conn, 10 s (${answer})`,
      small: '',
      large: `${ms(page.p50)} / ${ms(page.p99)}; static file ${ms(fileLoad.p50)} / ${ms(fileLoad.p99)}; p99 = ${times(page.p99 / fileLoad.p99)} static; ${page.errors} errors of ${page.requests}`,
      target: '(printed), 0 errors',
      met: page.errors === 0,
    },
  ];
}
