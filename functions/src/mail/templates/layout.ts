import { escapeHtml } from './html';
import type { MailSettings } from './types';

/** The HTML shell of every e-mail: one column, readable at 320 px. `body` is already escaped HTML. */
export function htmlLayout(title: string, body: string, settings: MailSettings): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:16px;font-family:Arial,sans-serif;color:#1f2937;"><div style="max-width:600px;margin:0 auto;">${body}<p style="color:#6b7280;font-size:13px;">${escapeHtml(settings.shopName)}</p></div></body></html>`;
}
