import { escapeHtml } from '@bookstore/domain';
import { storeLinks } from './links';
import type { MailSettings } from './types';

export interface HtmlPage {
  title: string;
  /** The line inboxes show after the subject; hidden in the message itself. */
  preheader: string;
  heading: string;
  /** Already escaped HTML. */
  body: string;
}

/** Dark enough on white for small print (WCAG AA). */
export const COLORS = { text: '#1f2937', muted: '#4b5563', rule: '#e5e7eb', accent: '#1d4ed8', page: '#f3f4f6' };
const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/**
 * The HTML shell of every e-mail, as mail clients render it: nested tables rather than CSS
 * layout, inline styles only (many clients drop <style>), one column of at most 600 px that
 * shrinks to a phone's width, and long words (titles, e-mail addresses) allowed to break so
 * nothing scrolls sideways. No images, fonts or scripts: nothing is fetched when it is opened.
 */
export function htmlLayout(page: HtmlPage, settings: MailSettings): string {
  const shop = escapeHtml(settings.shopName);
  const home = escapeHtml(storeLinks(settings).home);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title></head><body style="margin:0;padding:0;background:${COLORS.page};"><div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(page.preheader)}</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};"><tr><td align="center" style="padding:16px 8px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;"><tr><td style="padding:24px 20px;${FONT}font-size:16px;line-height:1.5;color:${COLORS.text};text-align:left;word-break:break-word;overflow-wrap:anywhere;"><p style="margin:0 0 8px;font-size:14px;font-weight:bold;color:${COLORS.accent};">${shop}</p><h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(page.heading)}</h1>${page.body}<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${COLORS.rule};font-size:14px;color:${COLORS.muted};">${shop} · <a href="${home}" style="color:${COLORS.muted};">${home}</a>${support(settings)}</p></td></tr></table></td></tr></table></body></html>`;
}

const supportLine = (settings: MailSettings) =>
  settings.support ? `Customer care: ${settings.support.email} · ${settings.support.phone}` : '';
const support = (settings: MailSettings) => (settings.support ? `<br>${escapeHtml(supportLine(settings))}` : '');

/** The plain-text part's signature. */
export function textSignature(settings: MailSettings): string {
  return [`-- `, settings.shopName, storeLinks(settings).home, supportLine(settings)].filter(Boolean).join('\n');
}
