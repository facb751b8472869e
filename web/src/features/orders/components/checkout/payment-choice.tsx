import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@bookstore/domain';

interface Props {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The methods the shop takes (UPI only with a UPI ID set). */
  methods: PaymentMethod[];
  /** A method the shop takes but not for this order (COD outside its rules), shown disabled. */
  unavailable?: PaymentMethod;
}

const HINTS: Record<PaymentMethod, string> = {
  cod: 'You pay when your books arrive.',
  upi: 'You pay now in any UPI app; the books are sent once the payment is checked.',
};

/** Cash on Delivery or UPI, as radio buttons with a line on what each means. */
export function PaymentChoice({ value, onChange, methods, unavailable }: Props) {
  return (
    <fieldset className="sm:col-span-5">
      <legend className="mb-1 text-sm font-medium">Payment method</legend>
      {methods.map((method) => (
        <label key={method} className="flex items-baseline gap-2 py-1">
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={value === method}
            disabled={method === unavailable}
            onChange={() => onChange(method)}
            className="h-4 w-4"
          />
          <span>
            {PAYMENT_METHOD_LABELS[method]}
            <span className="block text-sm text-gray-600">{HINTS[method]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
