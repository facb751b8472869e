/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escapes text of several lines (an address), keeping its line breaks as <br>. */
export function escapeLines(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join('<br>');
}
