interface Props {
  /** The words of "the money is in" and of "it is not". */
  yes: string;
  no: string;
  busy: boolean;
  onAnswer: (received: boolean) => void;
  /** Tells the buttons of one payment from the next for screen readers: its UTR. */
  hint?: string;
}

/** A payment's check against the bank's statement: the money is in (blue), or it is not (red outline). */
export function PaymentAnswers({ yes, no, busy, onAnswer, hint }: Props) {
  const hidden = hint && <span className="sr-only">{hint}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => onAnswer(true)}
        className="rounded-md bg-blue-700 px-3 py-1 font-medium text-white hover:bg-blue-800 disabled:opacity-50"
      >
        {yes} {hidden}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => onAnswer(false)}
        className="rounded-md border border-red-600 px-3 py-1 font-medium text-red-800 hover:bg-gray-100 disabled:opacity-50"
      >
        {no} {hidden}
      </button>
    </div>
  );
}
