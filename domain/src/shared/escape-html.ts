/**
 * Escapes text for HTML element content and attribute values, quoted either way: the server's
 * page head and every e-mail template put shopper and owner text (a title, an address) into
 * HTML with it. The apostrophe too, so an attribute in single quotes is safe as well.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
