import { object, type InferType } from 'yup';
import { emailAddress, named, text, trimmedText } from '../shared/fields';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_STATUSES,
  OWNER_COMPLAINT_STATUSES,
  type ComplaintStatus,
  type OwnerComplaintStatus,
} from './complaint-limits';

// The complaint forms' schemas, which the API validates with too.

const { subjectMax, messageMax } = COMPLAINT_LIMITS;

const messageText = () =>
  trimmedText()
    .typeError('The message must be text.')
    .required('Please write your message.')
    .max(messageMax, `The message must be at most ${messageMax.toLocaleString('en-IN')} characters.`);

/** POST /api/complaints: the order page's and the Contact page's form. */
export const complaintRequestSchema = named(
  'ComplaintRequest',
  object({
    /** The order it is about: the signed-in customer's own. */
    orderId: trimmedText().typeError('The order must be its id.').max(128, 'That is not an order id.').optional(),
    subject: trimmedText()
      .typeError('The subject must be text.')
      .required('Please say in a few words what it is about.')
      .max(subjectMax, `The subject must be at most ${subjectMax} characters.`),
    message: messageText(),
    /**
     * Only without a sign-in (the Contact page): where the confirmation link goes. A signed-in
     * customer's address comes from their sign-in, never from here.
     */
    email: emailAddress()
      .typeError('Email must be text.')
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
      .optional(),
  }),
);
export type ComplaintRequest = InferType<typeof complaintRequestSchema>;

/** A message added to a ticket's thread, by the customer or the owner. */
export const complaintMessageSchema = named('ComplaintMessage', object({ message: messageText() }));
export type ComplaintMessage = InferType<typeof complaintMessageSchema>;

const OWNER_STATUS_MESSAGE = 'The status must be resolved or closed.';
/** PATCH /api/admin/complaints/{number}. */
export const complaintStatusChangeSchema = named(
  'ComplaintStatusChange',
  object({
    status: text()
      .strict()
      .typeError(OWNER_STATUS_MESSAGE)
      .required(OWNER_STATUS_MESSAGE)
      .oneOf<OwnerComplaintStatus>(OWNER_COMPLAINT_STATUSES, OWNER_STATUS_MESSAGE),
  }),
);
export type ComplaintStatusChange = InferType<typeof complaintStatusChangeSchema>;

const LIST_STATUS_MESSAGE = `The status must be one of ${COMPLAINT_STATUSES.join(', ')}.`;
/** GET /api/admin/complaints. */
export const complaintListQuerySchema = named(
  'ComplaintListQuery',
  object({
    status: text()
      .typeError(LIST_STATUS_MESSAGE)
      .oneOf<ComplaintStatus>(COMPLAINT_STATUSES, LIST_STATUS_MESSAGE)
      .optional(),
  }),
);
export type ComplaintListQuery = InferType<typeof complaintListQuerySchema>;
