import {
  COMPLAINTS_REGISTER_COLUMNS,
  complaintsRegisterQuerySchema,
  STORE_TIME_ZONE,
  complaintListQuerySchema,
  complaintMessageSchema,
  complaintSchema,
  complaintStatusChangeSchema,
  complaintSummarySchema,
  listOf,
  parseTicketNumber,
  EXPORT_RANGE_MAX_DAYS,
} from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { sendCsvDownload } from '../http/file-download';
import { CSV_RULES, csvDownload, json, ymd } from '../openapi/answers';
import { complaintsRegisterCsv } from '../services/complaints/complaints-register';
import { listComplaints } from '../services/complaints/complaint-queue';
import { addShopMessage, changeComplaintStatus } from '../services/complaints/complaint-thread';
import { readTicket } from '../services/complaints/complaint-tickets';
import { complaintView } from '../services/complaints/complaint-views';

/* Complaints (decision 055): the owner's list, thread, replies and statuses. */

const NUMBER = { description: 'The ticket number, like T-1042.' };

export const listAdminComplaints = endpoint({
  operationId: 'listAdminComplaints',
  method: 'get',
  path: '/api/admin/complaints',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'The complaints, newest first (at most 200)',
  description: 'Of one status, or all. Each with its deadlines and whether it missed them.',
  query: complaintListQuerySchema,
  answers: { '200': json('The tickets.', listOf(complaintSummarySchema)) },
  handle: ({ query }) => listComplaints(query.status),
});

export const getAdminComplaint = endpoint({
  operationId: 'getAdminComplaint',
  method: 'get',
  path: '/api/admin/complaints/{number}',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'A ticket and its thread',
  params: { number: NUMBER },
  answers: { '200': json('The ticket.', complaintSchema), '404': 'NotFound' },
  handle: async ({ params }) => {
    const { number, record } = await readTicket(undefined, parseTicketNumber(params.number ?? ''));
    return complaintView(number, record);
  },
});

export const addAdminComplaintMessage = endpoint({
  operationId: 'addAdminComplaintMessage',
  method: 'post',
  path: '/api/admin/complaints/{number}/messages',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Reply to a ticket',
  description:
    'E-mailed to the customer with the ticket number. The first reply makes an open ticket answered. A closed ticket takes no messages (409).',
  params: { number: NUMBER },
  body: complaintMessageSchema,
  answers: { '201': json('The ticket with the reply.', complaintSchema), '404': 'NotFound', '409': 'Conflict' },
  handle: ({ params, body, req }) =>
    addShopMessage(parseTicketNumber(params.number ?? ''), body.message, req.admin!.username),
});

export const changeAdminComplaintStatus = endpoint({
  operationId: 'changeAdminComplaintStatus',
  method: 'patch',
  path: '/api/admin/complaints/{number}',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Mark a ticket resolved or closed',
  description:
    'resolved: from open or answered; closed: from any status but closed (409 otherwise). The customer is e-mailed; the ticket stops counting against their open tickets.',
  params: { number: NUMBER },
  body: complaintStatusChangeSchema,
  answers: { '200': json('The ticket.', complaintSchema), '404': 'NotFound', '409': 'Conflict' },
  handle: ({ params, body }) => changeComplaintStatus(parseTicketNumber(params.number ?? ''), body.status),
});

export const complaintsRegister = endpoint({
  operationId: 'complaintsRegister',
  method: 'get',
  path: '/api/admin/reports/complaints',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'The complaints opened in a date range as a CSV file (the grievance register)',
  description: `\`from\` and \`to\` are days of the store’s calendar (${STORE_TIME_ZONE}), both included, at most ${EXPORT_RANGE_MAX_DAYS} days (a longer range is a 400: ask a year at a time). UTF-8 with a byte-order mark, oldest first, a header row \`${COMPLAINTS_REGISTER_COLUMNS.join(',')}\`. Instants are ISO 8601 on the store’s clock with its offset, empty until they happen; \`answerLate\` and \`resolveLate\` are yes or no as of the download; \`complaint\` is the customer’s first message as written. ${CSV_RULES}`,
  query: complaintsRegisterQuerySchema,
  answers: { '200': csvDownload(`complaints-${ymd}-to-${ymd}\\.csv`) },
  handle: async ({ query: range, res }) => {
    sendCsvDownload(res, `complaints-${range.from}-to-${range.to}.csv`, await complaintsRegisterCsv(range));
  },
});
