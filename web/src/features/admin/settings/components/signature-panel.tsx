import type { Signature } from '@bookstore/domain';
import { useState } from 'react';
import { FileInput } from '@web/components/form/file-input';
import { useSaveSignature } from '../api/signature';

/**
 * The signature printed on the bills issued from now on (decision 044): a PNG or JPEG the server
 * checks and refuses with its reason; a preview of the one in force, and its removal.
 */
export function SignaturePanel({ signature }: { signature: Signature | null }) {
  const save = useSaveSignature();
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
      <FileInput
        label="Signature image (PNG or JPEG, at most 200 KB)"
        accept="image/png,image/jpeg"
        onFile={(file) => void send(file)}
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
