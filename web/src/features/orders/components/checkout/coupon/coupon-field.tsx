import { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN, formatRupees, normalCouponCode } from '@bookstore/domain';
import { useState } from 'react';
import type { CouponQuote } from '../../../api/coupon-quote';

interface Props {
  /** The code applied now ('' for none). */
  applied: string;
  onApply: (code: string) => void;
  result: CouponQuote;
}

/**
 * "Have a coupon code?" at the checkout. Not a form of its own (it sits inside the
 * checkout's): Apply asks the quote again with the code, and the discount or the server's
 * sentence shows here. The code is checked here by the shared pattern, then by the server.
 */
export function CouponField({ applied, onApply, result }: Props) {
  const [typed, setTyped] = useState(applied);
  const [problem, setProblem] = useState<string>();
  const apply = () => {
    const code = normalCouponCode(typed);
    if (!COUPON_CODE_PATTERN.test(code)) {
      setProblem(COUPON_CODE_MESSAGE);
      return;
    }
    setProblem(undefined);
    onApply(code);
  };
  const shown = problem ?? (applied ? result.refusal : undefined);
  return (
    <div className="sm:col-span-5">
      <label htmlFor="coupon-code" className="block text-sm font-medium">
        Have a coupon code?
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="coupon-code"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code rather than placing the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          className="h-10 w-full rounded border border-gray-300 bg-gray-50 px-3 uppercase"
          aria-describedby="coupon-result"
        />
        <button type="button" className="rounded border border-gray-400 px-3 text-sm" onClick={apply}>
          Apply
        </button>
        {applied && (
          <button
            type="button"
            className="text-sm underline"
            onClick={() => {
              setTyped('');
              setProblem(undefined);
              onApply('');
            }}
          >
            Remove
          </button>
        )}
      </div>
      <p id="coupon-result" className="mt-1 text-sm" aria-live="polite">
        {shown ? (
          <span role="alert" className="text-red-700">
            {shown}
          </span>
        ) : applied && result.loading ? (
          'Checking the code…'
        ) : applied && result.quote?.discount ? (
          <span className="text-green-800" data-testid="coupon-applied">
            {applied} applied: you save {formatRupees(result.quote.discount)}.
          </span>
        ) : null}
      </p>
    </div>
  );
}
