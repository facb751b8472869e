import { PeriodRegisterForm } from '@web/features/admin/components/period-register-form';
import { useDownloadBillsRegister } from '../api/order-papers';

/** The accountant's register of bills of supply and credit notes, for a month or a financial year. */
export function BillsRegisterForm() {
  const register = useDownloadBillsRegister();
  return (
    <PeriodRegisterForm
      id="bills-register-heading"
      title="Bills register (CSV)"
      what="bills register"
      download={(range) => register.mutateAsync(range)}
    />
  );
}
