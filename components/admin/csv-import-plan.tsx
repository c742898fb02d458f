import type { ImportPreview } from "@/lib/admin/csv/import-preview";

const frame = "relative overflow-x-auto rounded-xl border border-slate-200 bg-white";
const cell = "p-3 align-top";

/** What the preview found: each problem by row and column, then what each good row would do. */
export function ImportPlanTables({ preview }: { preview: ImportPreview }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      {preview.problemCount > 0 && (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Problems in {preview.fileName}</h2>
          <div className={frame} tabIndex={0} role="region" aria-label="Problems">
            <table className="w-full text-left" data-testid="import-problems">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>
                    Row
                  </th>
                  <th scope="col" className={cell}>
                    Column
                  </th>
                  <th scope="col" className={cell}>
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.problems.map((problem, index) => (
                  <tr key={index} className="border-t border-slate-100">
                    <td className={cell}>{problem.row}</td>
                    <td className={cell}>{problem.column ?? "The whole row"}</td>
                    <td className={cell}>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.problemCount > preview.problems.length && (
            <p>And {preview.problemCount - preview.problems.length} more problems.</p>
          )}
        </section>
      )}
      {preview.changeCount > 0 && (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">
            {preview.problemCount > 0 ? "What the good rows would change" : "What applying changes"}
          </h2>
          <ul className="flex flex-col gap-2" data-testid="import-changes">
            {preview.changes.map((change) => (
              <li key={change.row} className="rounded-md border border-slate-200 bg-white p-3">
                <p className="font-semibold">
                  Row {change.row}: {change.productId ? "change" : "add"} {change.name}
                </p>
                {change.cells.length > 0 && (
                  <ul className="list-disc pl-5">
                    {change.cells.map(({ column, from, to }) => (
                      <li key={column} className="break-words">
                        {column}: {from || "(empty)"} → {to || "(empty)"}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {preview.changeCount > preview.changes.length && (
            <p>And {preview.changeCount - preview.changes.length} more rows.</p>
          )}
        </section>
      )}
    </div>
  );
}
