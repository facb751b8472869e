import { Fragment, type ReactNode } from 'react';

/** Row and cell classes that line up with AdminTable's header. */
export const ROW = 'border-b border-gray-100';
export const CELL = 'px-3 py-2';

/**
 * A table in the owner's style: named columns over the caller's rows, and an optional footer,
 * in a box that scrolls sideways when a phone is too narrow for it. The box is positioned
 * (`relative`): the rows' absolutely placed sr-only labels would otherwise escape it and make
 * the whole page scroll sideways.
 */
export function AdminTable({
  columns,
  caption,
  footer,
  children,
}: {
  /** Each column's header: its name, or a control (a box that ticks every row). */
  columns: ReactNode[];
  caption?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-gray-100 text-xs uppercase text-gray-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}

/** One row of an AdminList: an optional title, then each column's name and value. */
export interface ListedRow {
  key: string;
  testId?: string;
  title?: ReactNode;
  fields: Array<{ name: string; value: ReactNode; testId?: string }>;
}

/** Names beside their values, as the phone's lists and the order's charges show them. */
export function FieldList({ fields, className = '' }: { fields: ListedRow['fields']; className?: string }) {
  return (
    <dl className={`owner-field-list grid gap-x-6 ${className}`}>
      {fields.map(({ name, value, testId }) => (
        <Fragment key={name}>
          <dt className="text-gray-700">{name}</dt>
          <dd className="min-w-0 break-words" data-testid={testId}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * An AdminTable's rows on a phone: one item per row with its fields under each other, so
 * nothing is wider than the screen and nothing hides behind a sideways scroll.
 */
export function AdminList({ label, rows }: { label: string; rows: ListedRow[] }) {
  return (
    <ul aria-label={label} className="flex flex-col">
      {rows.map((row) => (
        <li key={row.key} data-testid={row.testId} className="border-b border-gray-100 py-2">
          {row.title && <p className="break-words font-medium">{row.title}</p>}
          <FieldList fields={row.fields} className="text-sm" />
        </li>
      ))}
    </ul>
  );
}
