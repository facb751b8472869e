// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type { Complaint, ComplaintMessage, ComplaintOpened, ComplaintRequest, ComplaintToken } from '../index';

/** POST /api/complaints (anyone): Raise a complaint (signed in: a ticket at once; otherwise a confirmation link) */
export const openComplaint: ApiRoute<ComplaintRequest, ComplaintOpened> = { method: 'POST', path: '/api/complaints' };
/** GET /api/complaints/{number} (verified customer): A ticket of the signed-in customer: its thread and status */
export const getMyComplaint: ApiRoute<undefined, Complaint, 'number'> = { path: '/api/complaints/{number}' };
/** POST /api/complaints/{number}/messages (verified customer): Add the customer’s message to their ticket */
export const addMyComplaintMessage: ApiRoute<ComplaintMessage, Complaint, 'number'> = {
  method: 'POST',
  path: '/api/complaints/{number}/messages',
};
/** POST /api/complaints/confirm (anyone): Open a Contact-page complaint with its link’s token */
export const confirmComplaint: ApiRoute<ComplaintToken, ComplaintOpened> = {
  method: 'POST',
  path: '/api/complaints/confirm',
};
