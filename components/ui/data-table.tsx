import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export interface Column<Row> {
  /** The column's header; for a header only screen readers need, pass an sr-only span. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Applied to the header and every cell of the column (alignment, wrapping). */
  className?: string;
}

/**
 * A table declared by its columns, for the admin lists. It scrolls sideways inside its frame on
 * narrow screens instead of widening the page, and says so in a row of its own when it is empty.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  caption,
  rowTestId,
}: {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
  /** Read by screen readers only: what the table lists. */
  caption?: string;
  /** data-testid of each body row, for the browser tests. */
  rowTestId?: string;
}) {
  const t = useTranslations("ui");
  return (
    // `relative`: the buttons' screen-reader-only labels (absolutely placed) stay inside this
    // scroller; otherwise they escape it and widen a phone's whole page.
    // Focusable: on a phone the table scrolls sideways inside this box, and keyboard users must reach it.
    <div
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption ?? t("table")}
    >
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="border-t border-slate-100">
              <td colSpan={columns.length} className="p-3 text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-slate-100 align-top" data-testid={rowTestId}>
                {columns.map((column, index) => (
                  <td key={index} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

const cellClass = (column: { className?: string }) => (column.className ? `p-3 ${column.className}` : "p-3");
