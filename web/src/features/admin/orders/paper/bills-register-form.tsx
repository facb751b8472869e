import {
  billsRegisterQuerySchema,
  financialYear,
  financialYearDays,
  financialYearFrom,
  storeMonth,
} from '@bookstore/domain';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { FormField } from '@web/components/form-field';
import { useDownloadBillsRegister } from '../api/order-papers';
import { showFailure } from '../../failure-alert';

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

/** The accountant's register of bills of supply and credit notes, for a month or a financial year. */
export function BillsRegisterForm() {
  const register = useDownloadBillsRegister();
  const submit = async (choice: RegisterChoice) => {
    try {
      // The range the server checks with the same schema: a period that made no real days stops here.
      await register.mutateAsync(await billsRegisterQuerySchema.validate(registerDays(choice)));
    } catch (error) {
      await showFailure('The bills register could not be downloaded', error);
    }
  };
  return (
    <section aria-labelledby="bills-register-heading" className="mb-4 rounded border border-gray-200 p-3">
      <h2 id="bills-register-heading" className="mb-2 font-medium">
        Bills register (CSV)
      </h2>
      <Formik
        initialValues={{ period: BY_MONTH, month: storeMonth() }}
        validationSchema={choiceSchema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-labelledby="bills-register-heading" className="flex flex-wrap gap-2">
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
