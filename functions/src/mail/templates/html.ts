import { escapeHtml } from '@bookstore/domain';

/** Escapes text of several lines (an address), keeping its line breaks as <br>. */
export function escapeLines(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join('<br>');
}
