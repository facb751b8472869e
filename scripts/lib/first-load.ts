import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** The viewport of the phone the budget is counted on (412 px wide, as Lighthouse's mobile run). */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

export interface LoadedFile {
  /** The path the page asked for, e.g. /assets/index-….js. */
  path: string;
  gzipBytes: number;
}

export interface FirstLoad {
  /** Every JS and CSS file, in the order their responses arrived. */
  files: LoadedFile[];
  gzipBytes: number;
}

const CODE_OR_STYLE = /\.(?:m?js|css)$/;

/** JS or CSS by what the server said, or by its name (a fulfilled route may omit the type). */
function isCodeOrStyle(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return /javascript|text\/css/.test(type) || CODE_OR_STYLE.test(new URL(response.url()).pathname);
}

/**
 * Opens `url` in `page`, waits until the network is idle (no request for 500 ms) and weighs
 * every JS and CSS response it got on the way: gzip level 9 of each body, whatever the server
 * sent. It counts what the page asked for, not what a manifest says: chunks a component asks
 * for after the first paint, or as a carousel nears the screen, count when a phone asks for them.
 */
export async function weighFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const weighed = new Map<string, Promise<number>>();
  const onResponse = (response: Response) => {
    if (!isCodeOrStyle(response) || weighed.has(response.url())) return;
    weighed.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  };
  page.on('response', onResponse);
  try {
    const answer = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()} in Chromium.`);
  } finally {
    page.off('response', onResponse);
  }
  const files: LoadedFile[] = [];
  for (const [fileUrl, size] of weighed) files.push({ path: new URL(fileUrl).pathname, gzipBytes: await size });
  return { files, gzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0) };
}
