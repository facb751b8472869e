/** Five stars, filled to the nearest whole one; the words beside them are what screen readers read. */
export function Stars({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <span aria-hidden="true" className="text-amber-500">
      {'★'.repeat(filled)}
      <span className="text-gray-300">{'★'.repeat(5 - filled)}</span>
    </span>
  );
}
