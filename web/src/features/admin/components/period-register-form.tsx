import {
  financialYear,
  financialYearDays,
  financialYearFrom,
  ordersExportQuerySchema,
  storeMonth,
  type OrdersExportQuery,
} from '@bookstore/domain';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { FormField } from '@web/components/form/form-field';
import { showFailure } from './failure-alert';

/** The period's value for "the month chosen"; any other is a financial year ("2026-27"). */
const BY_MONTH = 'month';

interface RegisterChoice {
  period: string;
  /** "2026-11", as an `<input type="month">` writes it (a browser without one takes free text). */
  month: string;
}

const CHOOSE_MONTH = 'Choose a month, like 2026-11.';

// The month is read, and so checked, only when the period is a month.
const choiceSchema = object({
  month: string().when('period', {
    is: BY_MONTH,
    // Formik hands an emptied field to yup as undefined, which `matches` lets through.
    then: (month) => month.required(CHOOSE_MONTH).matches(/^\d{4}-(0[1-9]|1[0-2])$/, CHOOSE_MONTH),
  }),
});

/** The days of the register, both included: the month's first to its last, or the financial year's. */
function registerDays({ period, month }: RegisterChoice) {
  if (period !== BY_MONTH) return financialYearDays(period);
  const [year, number] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last day.
  return { from: `${month}-01`, to: `${month}-${new Date(Date.UTC(year, number, 0)).getUTCDate()}` };
}

/** This financial year on the store's calendar and the four before it: "2026-27", "2025-26", … */
function recentFinancialYears(): string[] {
  const start = Number(financialYear(new Date()).slice(0, 4));
  return [0, 1, 2, 3, 4].map((back) => financialYearFrom(start - back));
}

interface PeriodRegisterProps {
  /** The heading's id, which names the form too. */
  id: string;
  title: string;
  /** What the failure popup says could not be downloaded. */
  what: string;
  download: (range: OrdersExportQuery) => Promise<unknown>;
}

/**
 * A register of the owner's (the bills, the complaints) for a month or a financial year. The days
 * go through the schema every register's range is read by on the server, so a period that made no
 * real days stops here.
 */
export function PeriodRegisterForm({ id, title, what, download }: PeriodRegisterProps) {
  const submit = async (choice: RegisterChoice) => {
    try {
      await download(await ordersExportQuerySchema.validate(registerDays(choice)));
    } catch (error) {
      await showFailure(`The ${what} could not be downloaded`, error);
    }
  };
  return (
    <section aria-labelledby={id} className="mb-4 rounded border border-gray-200 p-3">
      <h2 id={id} className="mb-2 font-medium">
        {title}
      </h2>
      <Formik
        initialValues={{ period: BY_MONTH, month: storeMonth() }}
        validationSchema={choiceSchema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-labelledby={id} className="flex flex-wrap gap-2">
            <FormField
              name="period"
              label="Period"
              options={[
                { id: BY_MONTH, label: 'A month' },
                ...recentFinancialYears().map((year) => ({ id: year, label: `Financial year ${year}` })),
              ]}
            />
            {values.period === BY_MONTH && <FormField name="month" label="Month" type="month" className="w-48" />}
            <button
              type="submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
              className="mt-6 h-10 self-start rounded border px-3 disabled:opacity-60"
            >
              Download register
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
