import { phoneE164, type CheckoutValues } from '@bookstore/domain';
import type { ConfirmationResult } from 'firebase/auth';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { confirmPhoneCode, describePhoneError, provenPhone, sendPhoneCode } from '../../phone-verification';

// Only classes the storefront already uses: each new one adds to every page's CSS (decision 027).
const INPUT = 'h-10 w-56 rounded border border-gray-300 bg-gray-50 px-3';

/** An Indian mobile number as it is written (+91 98765 43210); any other as E.164. */
export function displayPhone(e164: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : e164;
}

/** Enter in a field of the step does the step's own action, never submits the checkout. */
function onEnter(event: KeyboardEvent, action: () => Promise<void>): void {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  void action();
}

interface Props {
  /** The account's proven number (E.164), once this page knows it. */
  proven: string | null;
  onProven: (phone: string) => void;
}

/**
 * The checkout's phone when the shop asks this order for a proven one: the
 * account's proven number, or "Verify a number" with the SMS code typed here. It holds the form's
 * `phone` while shown, so the order carries the number the ID token proves; nothing else on the
 * page is touched, so what the shopper typed stays. Loaded only when the shop asks.
 */
export default function PhoneProofStep({ proven, onProven }: Props) {
  const { setFieldValue } = useFormikContext<CheckoutValues>();
  const [checking, setChecking] = useState(proven === null);
  const [typed, setTyped] = useState('');
  const [sent, setSent] = useState<{ to: string; confirmation: ConfirmationResult } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const recaptchaHolder = useRef<HTMLDivElement>(null);

  // A number proven before (on another visit, or another device) is offered without a code.
  useEffect(() => {
    if (!checking) return;
    let live = true;
    provenPhone().then(
      (phone) => {
        if (!live) return;
        if (phone) onProven(phone);
        setChecking(false);
      },
      (error: unknown) => {
        if (!live) return;
        setProblem(describePhoneError(error));
        setChecking(false);
      },
    );
    return () => {
      live = false;
    };
  }, [checking, onProven]);

  useEffect(() => {
    if (proven) void setFieldValue('phone', proven);
  }, [proven, setFieldValue]);

  const send = async () => {
    const e164 = phoneE164(typed);
    if (!e164) {
      setProblem('Type a phone number with its country code, like +91 98765 43210.');
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      setSent({ to: e164, confirmation: await sendPhoneCode(e164, recaptchaHolder.current!) });
      setCode('');
    } catch (error) {
      setProblem(describePhoneError(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!sent) return;
    setBusy(true);
    setProblem('');
    try {
      onProven(await confirmPhoneCode(sent.confirmation, code.trim()));
    } catch (error) {
      setProblem(describePhoneError(error));
    } finally {
      setBusy(false);
    }
  };

  if (proven)
    return (
      <p className="sm:col-span-5" data-testid="verified-phone">
        Phone: {displayPhone(proven)} <span className="text-green-800">(verified)</span>
      </p>
    );
  if (checking) return <p className="text-sm text-gray-700 sm:col-span-5">Checking your verified phone…</p>;
  return (
    <fieldset className="rounded border border-amber-400 bg-amber-50 p-4 sm:col-span-5">
      <legend className="px-1 font-medium">Verify a number</legend>
      <p className="mb-3 text-sm text-gray-700">
        The shop asks for a phone number you have proven for this order: we send a code to it by SMS. You do this once;
        everything you typed on this page stays.
      </p>
      {sent === null ? (
        <>
          <label htmlFor="proof-phone" className="mb-1 block text-sm font-medium">
            Phone number to verify
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id="proof-phone"
              type="tel"
              autoComplete="tel"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => onEnter(event, send)}
              className={INPUT}
            />
            <button
              type="button"
              onClick={() => void send()}
              disabled={busy}
              className="btn-primary disabled:opacity-50"
            >
              {busy ? 'Sending…' : 'Send code'}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status" className="mb-2 text-sm">
            We sent a code to {displayPhone(sent.to)}.
          </p>
          <label htmlFor="proof-code" className="mb-1 block text-sm font-medium">
            Code from the SMS
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id="proof-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              // The shopper has just asked for the code: the field they type it in next.
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => onEnter(event, confirm)}
              className={INPUT}
            />
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              className="btn-primary disabled:opacity-50"
            >
              {busy ? 'Checking…' : 'Confirm'}
            </button>
            <button
              type="button"
              onClick={() => {
                setSent(null);
                setProblem('');
              }}
              className="text-sm font-medium text-blue-700 underline"
            >
              Use another number
            </button>
          </div>
        </>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      {/* Where Firebase draws its reCAPTCHA (a badge), one element per code sent (phone-verification.ts). */}
      <div ref={recaptchaHolder} />
    </fieldset>
  );
}
