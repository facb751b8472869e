import { object, type InferType } from 'yup';
import { flag, isoTime, listOf, oneOfWords, plainText, rupees, storedId, wholeNumber } from '../shared/answer-fields';
import { COURIER_IDS } from './couriers';
import { RETURN_REQUEST_REASONS, RETURN_REQUEST_STATES } from './return-basics';
import { refundToSchema } from './return-requests';
import { named } from '../shared/fields';

/** One book of a return: as the order sold it. */
const returnLineSchema = object({
  productId: storedId(),
  title: plainText(),
  quantity: wholeNumber(1),
  price: rupees('Per copy, as the order sold it.'),
});

/** A return request as the order answers it (the customer's and the owner's). */
export const returnRequestAnswerSchema = named(
  'ReturnRequest',
  object({
    id: storedId(),
    items: listOf(returnLineSchema),
    reason: oneOfWords(RETURN_REQUEST_REASONS),
    note: plainText('The customer’s note, as written.'),
    state: oneOfWords(RETURN_REQUEST_STATES),
    requestedAt: isoTime(),
    decidedAt: isoTime('When the owner approved or declined it.').optional(),
    decisionReason: plainText('The owner’s words with the decision (required for a decline).').optional(),
    pickup: object({ courier: oneOfWords(COURIER_IDS), awb: plainText() })
      .optional()
      .default(undefined)
      .meta({ description: 'Approved with a pickup; left out when the customer ships the books back.' }),
    customerShips: flag('Approved without a pickup: the customer sends the books back.').optional(),
    receivedAt: isoTime().optional(),
    creditNote: object({ number: plainText(), issuedAt: isoTime() })
      .optional()
      .default(undefined)
      .meta({ description: 'The credit note of these books, once received.' }),
    refund: rupees(
      'What this return made owed (its books, and the charges on the last return unless kept); 0 until received.',
    ),
    refundTo: plainText('Where a COD refund goes, as the customer may read it: “UPI ID ending …”.').optional(),
    refundToDetails: refundToSchema
      .clone()
      .optional()
      .meta({ description: 'The owner’s answers only: the UPI ID or bank account in full.' }),
  }),
);
export type ReturnRequest = InferType<typeof returnRequestAnswerSchema>;
