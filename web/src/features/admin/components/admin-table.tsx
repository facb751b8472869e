import type { ReactNode } from 'react';

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
