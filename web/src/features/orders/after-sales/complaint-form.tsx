import { COMPLAINT_LIMITS, complaintRequestSchema, type ComplaintRequest } from '@bookstore/domain';
import { complaintPath } from '@bookstore/domain/site-paths';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { useOpenComplaint } from '../api/complaints';

const INPUT = 'w-full rounded border border-gray-300 bg-gray-50 px-3 py-2';

/** First message of an invalid form, from the same schema the API validates with. */
async function problemOf(request: ComplaintRequest): Promise<string | null> {
  try {
    await complaintRequestSchema.validate(request);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The complaint form of an order and of the Contact page. A customer whose e-mail is verified
 * gets the ticket number at once; anyone else types an address and gets a confirmation link.
 */
export function ComplaintForm({ orderId }: { orderId?: string }) {
  const { user } = useAuth();
  const signedIn = user?.emailVerified === true;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const open = useOpenComplaint();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request: ComplaintRequest = {
      subject,
      message,
      ...(orderId ? { orderId } : {}),
      ...(signedIn ? {} : { email }),
    };
    const invalid = await problemOf(request);
    setProblem(invalid);
    if (!invalid) open.mutate(request);
  };

  if (open.data)
    return 'complaint' in open.data ? (
      <p role="status" data-testid="complaint-opened">
        {open.data.message}{' '}
        <Link to={complaintPath(open.data.complaint.number)} className="font-medium text-blue-700 hover:underline">
          See complaint {open.data.complaint.number}
        </Link>
      </p>
    ) : (
      <p role="status">{open.data.message}</p>
    );

  const failure = open.error instanceof ApiError ? open.error.message : open.error && 'Please try again later.';
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" aria-label="Raise a complaint" noValidate>
      {!signedIn && (
        <div>
          <label htmlFor="complaint-email" className="mb-1 block text-sm font-medium">
            Your e-mail (we send a link to confirm it)
          </label>
          <input
            id="complaint-email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={INPUT}
          />
        </div>
      )}
      <div>
        <label htmlFor="complaint-subject" className="mb-1 block text-sm font-medium">
          Subject
        </label>
        <input
          id="complaint-subject"
          value={subject}
          maxLength={COMPLAINT_LIMITS.subjectMax}
          onChange={(event) => setSubject(event.target.value)}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor="complaint-message" className="mb-1 block text-sm font-medium">
          What went wrong
        </label>
        <textarea
          id="complaint-message"
          value={message}
          rows={5}
          maxLength={COMPLAINT_LIMITS.messageMax}
          onChange={(event) => setMessage(event.target.value)}
          className={INPUT}
        />
      </div>
      {(problem ?? failure) && (
        <p role="alert" className="text-sm text-red-800">
          {problem ?? failure}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={open.isPending}>
        Send complaint
      </button>
    </form>
  );
}
