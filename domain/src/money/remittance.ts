import { boolean, object, type InferType } from 'yup';
import { formatRupees, fromPaise, toPaise } from './money';
import { REMITTANCE_IMPORT_LIMITS } from './remittance-csv';
import { emailAddress, named, price, requiredText, text } from '../shared/fields';
import { calendarDay } from '../orders/orders-export';

/** POST /api/admin/remittances/import: the courier's file, as text the owner's browser read. */
export const remittanceImportSchema = named(
  'RemittanceImport',
  object({
    file: text()
      .strict()
      .typeError('file must be the CSV file’s text.')
      .required('Choose the courier’s remittance file.')
      .max(
        REMITTANCE_IMPORT_LIMITS.bytes,
        `A remittance file may be at most ${REMITTANCE_IMPORT_LIMITS.bytes / 1024 / 1024} MB.`,
      ),
  }),
);

/**
 * POST /api/admin/orders/{id}/remittance: the owner marks one delivered COD order's cash remitted
 * by hand. The amount is what arrived (couriers remit net of their charges); left out, it is the
 * order's whole COD amount.
 */
export const manualRemittanceSchema = named(
  'ManualRemittance',
  object({
    date: calendarDay('Date'),
    amount: price('Amount').optional(),
    reference: requiredText('The reference is required (the courier’s UTR or remittance id).', 100),
  }),
);

/** The courier's deduction from a COD amount, in rupees: due less paid, paise-exact (negative when it paid over more). */
export const remittanceDeduction = (due: number, paid: number): number => fromPaise(toPaise(due) - toPaise(paid));

/** How a remittance compares with the order's COD amount: "short by ₹40.00", "over by ₹5.00", or undefined when equal. */
export function remittanceDifference(deduction: number): string | undefined {
  if (deduction === 0) return undefined;
  return `${deduction > 0 ? 'short' : 'over'} by ${formatRupees(Math.abs(deduction))}`;
}

/** POST /api/admin/customers/cod: the owner switches cash on delivery off (or on again) for one customer. */
export const customerCodSchema = named(
  'CustomerCod',
  object({
    email: emailAddress()
      .typeError('Email must be text.')
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
      .required('Email is required.'),
    codAllowed: boolean().strict().typeError('codAllowed must be true or false.').required('codAllowed is required.'),
  }),
);

export type RemittanceImport = InferType<typeof remittanceImportSchema>;
export type ManualRemittance = InferType<typeof manualRemittanceSchema>;
export type CustomerCod = InferType<typeof customerCodSchema>;
