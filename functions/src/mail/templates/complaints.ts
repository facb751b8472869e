import { COMPLAINT_STATUS_LABELS, formatStoreDateTime, type Complaint, type StoreSettings } from '@bookstore/domain';
import type { Block } from './blocks';
import { composeMail } from './compose';
import { storeLinks } from './links';
import { count } from './text';
import type { MailContent, MailSettings } from './types';

/*
 * A complaint's e-mails (decision 055). Every one carries the ticket number in its
 * subject and body. What the customer and the owner wrote goes through the blocks, which escape
 * it, so `<script>`, `$&` or Devanagari read as written.
 */

type Officer = StoreSettings['grievanceOfficer'];

const ticketFacts = (complaint: Complaint): Block => ({
  kind: 'facts',
  rows: [
    ['Ticket', complaint.number],
    ['Subject', complaint.subject],
    ['Status', COMPLAINT_STATUS_LABELS[complaint.status]],
  ],
});

/** A message as written, one paragraph a line (HTML would run its lines together). */
const messageBlocks = (message: string): Block[] =>
  message
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim())
    .map((line) => ({ kind: 'paragraph', text: line }));

const officerLine = (officer: Officer) => [officer.name, officer.email, officer.phone].filter(Boolean).join(', ');

/** The Contact page's double opt-in: nothing is opened until the link is. */
export function complaintConfirmMail(
  link: { confirmUrl: string; subject: string; expiresInHours: number },
  settings: MailSettings,
): MailContent {
  const expiry = `The link works once and expires in ${count(link.expiresInHours, 'hour', 'hours')}.`;
  return composeMail(
    {
      subject: `Confirm your complaint to ${settings.shopName}`,
      preheader: `One click opens your complaint and gives it a ticket number. ${expiry}`,
      heading: 'Confirm your complaint',
      blocks: [
        {
          kind: 'paragraph',
          text: `Someone, we hope you, wrote to ${settings.shopName} from the Contact page with this address. Open the link to confirm it is you: your complaint then gets its ticket number.`,
        },
        { kind: 'facts', rows: [['Subject', link.subject]] },
        { kind: 'button', label: 'Confirm my complaint', href: link.confirmUrl },
        { kind: 'paragraph', text: expiry },
        { kind: 'paragraph', text: 'If you did not write to us, ignore this e-mail: nothing will be opened.' },
      ],
    },
    settings,
  );
}

/** To the customer at once (rule 4(5)'s acknowledgement): the number, the deadlines and the grievance officer. */
export function complaintReceivedMail(complaint: Complaint, officer: Officer, settings: MailSettings): MailContent {
  return composeMail(
    {
      subject: `[${complaint.number}] We have received your complaint (${settings.shopName})`,
      preheader: `Your ticket number is ${complaint.number}. We will reply by ${formatStoreDateTime(complaint.answerBy)}.`,
      heading: `Complaint ${complaint.number} received`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you for writing to us. Your complaint has the ticket number ${complaint.number}: please quote it whenever you contact us about it.`,
        },
        ticketFacts(complaint),
        {
          kind: 'facts',
          rows: [
            ['First reply by', formatStoreDateTime(complaint.answerBy)],
            ['Resolved by', formatStoreDateTime(complaint.resolveBy)],
            ['Grievance officer', officerLine(officer)],
          ],
        },
        { kind: 'paragraph', text: 'What you wrote:' },
        ...messageBlocks(complaint.messages[0]?.text ?? ''),
        { kind: 'button', label: 'See your complaint', href: storeLinks(settings).complaint(complaint.number) },
      ],
    },
    settings,
  );
}

/** To the owner: a new complaint, or the customer's next message in its thread. */
export function ownerComplaintMail(complaint: Complaint, message: string, settings: MailSettings): MailContent {
  const opened = complaint.messages.length <= 1;
  return composeMail(
    {
      subject: opened
        ? `[${complaint.number}] New complaint from ${complaint.email}: ${complaint.subject}`
        : `[${complaint.number}] ${complaint.email} wrote again: ${complaint.subject}`,
      preheader: opened
        ? `Reply by ${formatStoreDateTime(complaint.answerBy)}.`
        : `A new message on complaint ${complaint.number}.`,
      heading: opened ? `New complaint ${complaint.number}` : `New message on ${complaint.number}`,
      blocks: [
        ticketFacts(complaint),
        {
          kind: 'facts',
          rows: [
            ['From', complaint.email],
            ...(complaint.orderId ? ([['Order', complaint.orderId]] as const) : []),
            ['Reply by', formatStoreDateTime(complaint.answerBy)],
            ['Resolve by', formatStoreDateTime(complaint.resolveBy)],
          ],
        },
        ...messageBlocks(message),
        { kind: 'button', label: 'Open the ticket', href: storeLinks(settings).adminComplaint(complaint.number) },
      ],
    },
    settings,
  );
}

/** To the customer: the shop's message in the thread. */
export function complaintReplyMail(complaint: Complaint, message: string, settings: MailSettings): MailContent {
  return composeMail(
    {
      subject: `[${complaint.number}] ${settings.shopName} replied to your complaint`,
      preheader: `A reply on complaint ${complaint.number}: ${complaint.subject}`,
      heading: `Our reply on ${complaint.number}`,
      blocks: [
        ...messageBlocks(message),
        ticketFacts(complaint),
        { kind: 'button', label: 'Read and reply', href: storeLinks(settings).complaint(complaint.number) },
      ],
    },
    settings,
  );
}

/** To the customer: the owner resolved or closed the ticket. */
export function complaintStatusMail(complaint: Complaint, settings: MailSettings): MailContent {
  const label = COMPLAINT_STATUS_LABELS[complaint.status].toLowerCase();
  return composeMail(
    {
      subject: `[${complaint.number}] Your complaint is ${label} (${settings.shopName})`,
      preheader: `Complaint ${complaint.number} is now ${label}.`,
      heading: `Complaint ${complaint.number} is ${label}`,
      blocks: [
        {
          kind: 'paragraph',
          text:
            complaint.status === 'resolved'
              ? 'We have marked your complaint resolved. If it is not, reply on its page and tell us what is still wrong.'
              : 'We have closed your complaint. Thank you for telling us.',
        },
        ticketFacts(complaint),
        { kind: 'button', label: 'See your complaint', href: storeLinks(settings).complaint(complaint.number) },
      ],
    },
    settings,
  );
}
