/** One figure of the overview: its title, the figure, and optionally what exactly is counted. */
export function StatCard({
  label,
  value,
  testId,
  note,
}: {
  label: string;
  value: string | number;
  testId: string;
  note?: string;
}) {
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-gray-600">{note}</p>}
    </div>
  );
}
