import type { ReactNode } from 'react';

/** One group of the settings form, named by its legend for screen readers. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
