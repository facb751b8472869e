export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center py-16">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-gray-300 border-t-blue-700"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
