import type { NewsletterSubscribeResult } from '@bookstore/domain';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@web/lib/api-client';
import { isChunkLoadError } from '@web/lib/chunk-reload';
import { subscribeToNewsletter } from '../api/subscribe';

// The address check (the shared yup schema) loads when the shopper turns to the box, not with
// every page's footer; submitting waits for it if it has not arrived yet.
const loadAddressCheck = () => import('../check-address');
const CHECK_UNAVAILABLE = 'Could not reach the store. Check your connection and try again.';

interface Outcome {
  /** The schema's or the server's message for the address. */
  fieldError?: string;
  failure?: ApiError;
  answer?: NewsletterSubscribeResult;
}

/** The footer's newsletter box. What happened is said in words in one live region under the box. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({});
  const inputId = useId();
  const noteId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome({});
    setSending(true);
    try {
      const fieldError = await (await loadAddressCheck()).addressProblem(email);
      if (fieldError) return setOutcome({ fieldError });
      setOutcome({ answer: await subscribeToNewsletter(email.trim()) });
    } catch (error) {
      // The server's message for the field, when it names one, shows like the form's own.
      if (error instanceof ApiError) setOutcome({ failure: error, fieldError: error.errors.email });
      else if (isChunkLoadError(error)) setOutcome({ failure: new ApiError(0, CHECK_UNAVAILABLE) });
      else throw error;
    } finally {
      setSending(false);
    }
  };

  const { fieldError, failure, answer } = outcome;
  const note = fieldError ?? failure?.message ?? answer?.message ?? '';
  const bad = Boolean(fieldError ?? failure);
  return (
    <form id="newsletter" className="md:w-1/2" noValidate onSubmit={(event) => void submit(event)}>
      <p className="mb-3">Subscribe to our newsletter to receive the latest updates, news, and offers!</p>
      <div className="flex">
        <label htmlFor={inputId} className="sr-only">
          E-mail address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => void loadAddressCheck()}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={noteId}
          className="w-full rounded-l-md bg-white px-4 py-2 text-black focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-r-md bg-blue-700 px-6 py-2 hover:bg-blue-800 disabled:opacity-40"
        >
          Subscribe
        </button>
      </div>
      {/* Two lines kept free: the message arrives without moving the footer's bottom row.
          A style attribute: each new utility class grows the first load's stylesheet. */}
      <p
        id={noteId}
        role="status"
        aria-live="polite"
        data-outcome={bad ? 'error' : (answer?.outcome ?? '')}
        className={`mt-2 text-sm ${bad ? 'font-semibold text-white' : 'text-gray-200'}`}
        style={{ minHeight: '2.5rem' }}
      >
        {sending ? 'Sending…' : note}
      </p>
    </form>
  );
}
