/**
 * Why what the owner sent was refused (the server's reason, or the file's own check), shown
 * where they sent it; nothing while there is none.
 */
export function RefusalBanner({ refusal }: { refusal?: string | null }) {
  if (!refusal) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
      {refusal}
    </p>
  );
}
