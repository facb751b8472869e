import { render, screen, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { FormField } from '@web/components/form/form-field';

function AmountForm({ label }: { label: string }) {
  return (
    <Formik initialValues={{ amount: '', reference: '' }} onSubmit={() => undefined}>
      <Form aria-label={label}>
        <FormField name="amount" label="Amount" />
        <FormField name="reference" label="Reference" />
      </Form>
    </Formik>
  );
}

describe('a form field', () => {
  it('is its own label’s, even beside another form with fields of the same names', () => {
    // The owner's order page shows the remittance and the refund forms at once (with ids by
    // name alone, the refund's labels would point at the remittance's boxes).
    render(
      <>
        <AmountForm label="Remittance" />
        <AmountForm label="Refund" />
      </>,
    );
    const remittance = screen.getByRole('form', { name: 'Remittance' });
    const refund = screen.getByRole('form', { name: 'Refund' });
    for (const name of ['Amount', 'Reference']) {
      const inRemittance = within(remittance).getByLabelText(name);
      const inRefund = within(refund).getByLabelText(name);
      expect(remittance).toContainElement(inRemittance);
      expect(refund).toContainElement(inRefund);
      expect(inRefund.id).not.toBe(inRemittance.id);
    }
  });
});
