import { object, type InferType } from 'yup';
import { named, oneOfText, text, trimmedText } from '../shared/fields';
import { AWB_MESSAGE, AWB_PATTERN, COURIER_IDS, type CourierId } from './couriers';
import { RETURN_DECISION_REASON_MAX } from './return-basics';

export const RETURN_DECISIONS = ['approve', 'decline', 'received'] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];
const DECISION_MESSAGE = `Decision must be one of: ${RETURN_DECISIONS.join(', ')}.`;
const COURIER_MESSAGE = `Courier must be one of: ${COURIER_IDS.join(', ')}.`;
const onlyApprove = (what: string) => (field: ReturnType<typeof text>) =>
  field.test('only-approve', `${what} is given only when approving.`, (v) => v === undefined);

/** PATCH /api/admin/return-requests/{id}: approve (with a pickup, or the customer ships it), decline with a reason, or received. */
export const returnDecisionSchema = named(
  'ReturnDecisionBody',
  object({
    decision: oneOfText<ReturnDecision>(RETURN_DECISIONS, 'Choose approve, decline or received.', DECISION_MESSAGE),
    reason: trimmedText()
      .typeError('The reason must be text.')
      .max(RETURN_DECISION_REASON_MAX, `The reason must be at most ${RETURN_DECISION_REASON_MAX} characters.`)
      .default('')
      .when('decision', {
        is: 'decline',
        then: (field) => field.required('Say why the return is declined: the customer reads it.'),
      }),
    courier: text()
      .strict()
      .typeError(COURIER_MESSAGE)
      .oneOf<CourierId>(COURIER_IDS, COURIER_MESSAGE)
      .when('decision', { is: (d: unknown) => d !== 'approve', then: onlyApprove('A courier') }),
    awb: trimmedText()
      .typeError(AWB_MESSAGE)
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
      .max(30, AWB_MESSAGE)
      .matches(AWB_PATTERN, AWB_MESSAGE)
      .when('decision', { is: (d: unknown) => d !== 'approve', then: onlyApprove('An AWB') }),
  }).test('pickup-courier-with-awb', 'Give the pickup’s courier and AWB together.', function (body) {
    if (!body || (body.courier === undefined) === (body.awb === undefined)) return true;
    return body.courier === undefined
      ? this.createError({ path: 'courier', message: 'Choose the pickup’s courier.' })
      : this.createError({ path: 'awb', message: 'The pickup’s AWB (consignment number) is required.' });
  }),
);
export type ReturnDecisionBody = InferType<typeof returnDecisionSchema>;
