import type { Page, Request, Response } from 'playwright-core';
import { brotli11Size, bytes, gzip9Size } from './bundle-budget';

/** The viewport of the phone the budget is counted on (412 px wide, as Lighthouse's mobile run). */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

export interface LoadedFile {
  /** The path the page asked for, e.g. /assets/index-….js. */
  path: string;
  /** gzip level 9 of the body: what the budget counts. */
  gzipBytes: number;
  /**
   * The body as it came over the wire, encoded (Playwright's responseBodySize: CDP
   * Network.loadingFinished's encodedDataLength less the response headers). Not the
   * content-length header: the Hosting emulator compresses on the fly (superstatic's
   * `compression` middleware) and streams the answer chunked, without one. For Chromium's
   * Accept-Encoding that middleware (1.8) sends brotli at quality 4, and a body under 1 KB as it is.
   */
  sentBytes: number;
  /** How the server encoded it (content-encoding: br, gzip, or identity when absent). */
  sentEncoding: string;
  /** Brotli at quality 11 in text mode: what production Firebase Hosting sends a browser that accepts br. */
  brotliBytes: number;
}

export interface FirstLoad {
  /** Every JS and CSS file, in the order they finished arriving. */
  files: LoadedFile[];
  gzipBytes: number;
  sentBytes: number;
  brotliBytes: number;
}

const CODE_OR_STYLE = /\.(?:m?js|css)$/;

/** JS or CSS by what the server said, or by its name (a fulfilled route may omit the type). */
function isCodeOrStyle(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return /javascript|text\/css/.test(type) || CODE_OR_STYLE.test(new URL(response.url()).pathname);
}

const sumOf = (files: LoadedFile[], size: (file: LoadedFile) => number) =>
  files.reduce((total, file) => total + size(file), 0);

/** One response's sizes, once its body has arrived in full (requestfinished). */
async function weigh(request: Request): Promise<LoadedFile> {
  const response = await request.response();
  if (!response) throw new Error(`${request.url()} finished without a response.`);
  const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
  return {
    path: new URL(request.url()).pathname,
    gzipBytes: gzip9Size(body),
    sentBytes: sizes.responseBodySize,
    sentEncoding: response.headers()['content-encoding'] ?? 'identity',
    brotliBytes: brotli11Size(body),
  };
}

/**
 * Opens `url` in `page`, waits until the network is idle (no request for 500 ms) and weighs
 * every JS and CSS response it got on the way: gzip level 9 of each body, whatever the server
 * sent, beside what the server did send and what brotli would. It counts what the page asked
 * for, not what a manifest says: chunks a component asks for after the first paint, or as a
 * carousel nears the screen, count when a phone asks for them.
 */
export async function weighFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  // By address: a file asked for twice is counted once, as the browser's cache would have it.
  const weighed = new Map<string, Promise<LoadedFile | null>>();
  const onFinished = (request: Request) => {
    if (weighed.has(request.url())) return;
    weighed.set(
      request.url(),
      request.response().then((answer) => (answer && isCodeOrStyle(answer) ? weigh(request) : null)),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    const answer = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()} in Chromium.`);
  } finally {
    page.off('requestfinished', onFinished);
  }
  const files: LoadedFile[] = [];
  for (const file of await Promise.all(weighed.values())) if (file) files.push(file);
  return {
    files,
    gzipBytes: sumOf(files, (file) => file.gzipBytes),
    sentBytes: sumOf(files, (file) => file.sentBytes),
    brotliBytes: sumOf(files, (file) => file.brotliBytes),
  };
}

/** The first load as a table: each file's gzip -9 (the budget's count), what the server sent, and brotli. */
export function firstLoadTable(load: FirstLoad): string {
  const row = (cells: string[]) =>
    `  ${cells[0]!.padStart(10)}  ${cells[1]!.padStart(18)}  ${cells[2]!.padStart(10)}  ${cells[3]}`;
  return [
    row(['gzip -9', 'Hosting sent', 'brotli 11', 'file']),
    ...load.files.map((file) =>
      row([bytes(file.gzipBytes), `${bytes(file.sentBytes)} ${file.sentEncoding}`, bytes(file.brotliBytes), file.path]),
    ),
    row([bytes(load.gzipBytes), bytes(load.sentBytes), bytes(load.brotliBytes), `total of ${load.files.length} files`]),
  ].join('\n');
}
