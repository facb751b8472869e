import { COMPLAINT_LIMITS } from '@bookstore/domain';
import { useState, type FormEvent } from 'react';

/** The reply box under a thread, for the customer and the owner alike; cleared once sent. */
export function MessageBox({
  label,
  onSend,
  pending,
  error,
}: {
  label: string;
  onSend: (message: string) => Promise<unknown>;
  pending: boolean;
  error: string | null;
}) {
  const [message, setMessage] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSend(message);
    setMessage('');
  };
  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} className="mt-3">
      <label htmlFor="complaint-reply" className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id="complaint-reply"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        rows={3}
        maxLength={COMPLAINT_LIMITS.messageMax}
        required
        className="w-full rounded border border-gray-300 bg-gray-50 px-3 py-2"
      />
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary mt-2" disabled={pending}>
        Send
      </button>
    </form>
  );
}
