import type { Signature } from '@bookstore/domain';
import { useId, useState } from 'react';
import { useSaveSignature } from '../api/signature';

/**
 * The signature printed on the bills issued from now on (decision 044): a PNG or JPEG the server
 * checks and refuses with its reason; a preview of the one in force, and its removal.
 */
export function SignaturePanel({ signature }: { signature: Signature | null }) {
  const save = useSaveSignature();
  const inputId = useId();
  const [outcome, setOutcome] = useState('');
  const send = async (file: File | null) => {
    try {
      setOutcome((await save.mutateAsync(file)).message);
    } catch (error) {
      setOutcome(`Not saved: ${(error as Error).message}`);
    }
  };
  return (
    <section
      aria-labelledby="signature-heading"
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="signature-heading" className="text-lg font-semibold">
        Signature on bills
      </h2>
      {signature ? (
        <img src={signature.image} alt="The signature on the bills" className="h-20 self-start" />
      ) : (
        <p>None: bills say no signature is required.</p>
      )}
      <label htmlFor={inputId} className="mb-1 block font-medium">
        Signature image (PNG or JPEG, at most 200 KB)
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
        className="block text-sm"
      />
      {signature && (
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => void send(null)}
          className="rounded-md border border-red-600 px-4 py-2 font-medium text-red-800 hover:bg-gray-100 disabled:opacity-50"
        >
          Remove signature
        </button>
      )}
      <p role="status" className="text-sm text-gray-700">
        {outcome}
      </p>
    </section>
  );
}
