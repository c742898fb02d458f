import type { ReactNode } from "react";
import { cellText, cellValue, type ReportTable } from "@/lib/reports/sales-tables";
import { BarChart } from "./bar-chart";
import { ReportSection } from "./report-section";

/**
 * One measure of a report: what it says in a sentence, a chart of one of its columns (bars unless
 * the section brings its own), the numbers as a table, and the same table as CSV.
 */
export function TableSection({
  id,
  heading,
  summary,
  table,
  csvHref,
  chart,
}: {
  id: string;
  heading: string;
  summary?: ReactNode;
  table: ReportTable;
  csvHref: string;
  chart?: ReactNode;
}) {
  return (
    <ReportSection id={id} heading={heading} csvHref={csvHref}>
      {summary && <p>{summary}</p>}
      {table.rows.length === 0 ? (
        <p className="text-slate-600">Nothing in this period.</p>
      ) : (
        <>
          {chart ?? (
            <BarChart
              title={heading}
              bars={table.rows.map((row) => ({
                label: cellText(row[0]!),
                value: cellValue(row[table.charted]!),
                text: cellText(row[table.charted]!),
              }))}
            />
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-left" data-testid={`${id}-table`}>
              <thead>
                <tr className="border-b border-slate-200">
                  {table.columns.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index} className="border-b border-slate-100">
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <th key={column} scope="row" className="py-1.5 pr-4 font-normal">
                          {cellText(cell)}
                        </th>
                      ) : (
                        <td key={column} className="py-1.5 pr-4 tabular-nums">
                          {cellText(cell)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ReportSection>
  );
}
