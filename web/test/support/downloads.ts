import { expect, vi } from 'vitest';

/** A file answer from the API: `body` as `type`, with the name its Content-Disposition gives. */
export const fileAnswer = (body: string, type: string, filename: string) =>
  new Response(body, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"` },
  });

/** A refusal as the API writes one: `{ message }` with `status`. */
export const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } });

/** What the page handed to the browser's downloads: file names, in order, and the last file's text. */
export function watchDownloads() {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.href).toBe('blob:export');
    saved.push(this.download);
  });
  return { saved, lastFile: () => (created.mock.calls.at(-1)![0] as Blob).text() };
}
