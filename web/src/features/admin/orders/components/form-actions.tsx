/** The two buttons of a form a move asks before it is sent: the move itself, and back without it. */
export function FormActions({
  submitLabel,
  isSubmitting,
  onCancel,
}: {
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="mt-6 flex gap-3">
      <button type="submit" disabled={isSubmitting} className="btn-primary disabled:opacity-50">
        {submitLabel}
      </button>
      <button type="button" onClick={onCancel} className="rounded-md border px-4 py-2 font-medium">
        Back
      </button>
    </div>
  );
}
