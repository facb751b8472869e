import { useId, type ReactNode } from 'react';

/** A titled panel of the owner's overview, a region named by its heading; `aside` sits to the title's right. */
export function OverviewPanel({
  title,
  testId,
  aside,
  className = '',
  children,
}: {
  title: string;
  testId: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg bg-white p-6 shadow-sm ${className}`}
      data-testid={testId}
    >
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
