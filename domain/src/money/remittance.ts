import { boolean, object, type InferType } from 'yup';
import { REMITTANCE_IMPORT_LIMITS } from './remittance-csv';
import { emailAddress, named, requiredText, text } from '../shared/fields';
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

/** POST /api/admin/orders/{id}/remittance: the owner marks one delivered COD order's cash remitted by hand. */
export const manualRemittanceSchema = named(
  'ManualRemittance',
  object({
    date: calendarDay('Date'),
    reference: requiredText('The reference is required (the courier’s UTR or remittance id).', 100),
  }),
);

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
