import { blockHtml, blockText, type Block } from './blocks';
import { htmlLayout, textSignature } from './layout';
import { oneLine } from './text';
import type { MailContent, MailSettings } from './types';

export interface MailParts {
  subject: string;
  /** One sentence for the inbox preview: the gist (what to pay, what happens next). */
  preheader: string;
  heading: string;
  blocks: readonly Block[];
  headers?: Record<string, string>;
}

/** Both parts of an e-mail from its pieces, with the shop's signature. */
export function composeMail(parts: MailParts, settings: MailSettings): MailContent {
  // Whatever was interpolated into it (a name, a title), the subject stays one header line.
  const subject = oneLine(parts.subject);
  const text = [parts.heading, ...parts.blocks.map(blockText), textSignature(settings)].join('\n\n');
  const html = htmlLayout(
    { title: subject, preheader: parts.preheader, heading: parts.heading, body: parts.blocks.map(blockHtml).join('') },
    settings,
  );
  // No `headers: undefined`: the message is written to Firestore as it is.
  return { subject, text: `${text}\n`, html, ...(parts.headers ? { headers: parts.headers } : {}) };
}
