/**
 * A plan as the import page shows it: the counts in full, the problems and changes up to a
 * screenful each (a 5,000-row file with a wrong column would otherwise send the browser megabytes),
 * long cells shortened. Free of server code: the page's form reads its type.
 */
import type { ImportChange, ImportKind, ImportPlan, ImportProblem } from "./import-types";

const SHOWN_PROBLEMS = 300;
const SHOWN_CHANGES = 200;
const SHOWN_CELL = 120;

export interface ImportPreview {
  kind: ImportKind;
  fileName: string;
  rows: number;
  creates: number;
  updates: number;
  unchanged: number;
  problems: ImportProblem[];
  problemCount: number;
  changes: ImportChange[];
  changeCount: number;
  /** What an apply of this very plan sends back; null when there is nothing to apply. */
  digest: string | null;
}

const shorten = (cell: string) => (cell.length > SHOWN_CELL ? `${cell.slice(0, SHOWN_CELL - 1)}…` : cell);

export function importPreview(plan: ImportPlan): ImportPreview {
  const changes = [...plan.creates, ...plan.updates].sort((a, b) => a.row - b.row);
  const applicable = plan.problems.length === 0 && changes.length > 0;
  return {
    kind: plan.kind,
    fileName: plan.fileName,
    rows: plan.rows,
    creates: plan.creates.length,
    updates: plan.updates.length,
    unchanged: plan.unchanged,
    problems: plan.problems.slice(0, SHOWN_PROBLEMS),
    problemCount: plan.problems.length,
    changes: changes.slice(0, SHOWN_CHANGES).map((change) => ({
      ...change,
      cells: change.cells.map(({ column, from, to }) => ({ column, from: shorten(from), to: shorten(to) })),
    })),
    changeCount: changes.length,
    digest: applicable ? plan.digest : null,
  };
}

/** One line for the whole plan. */
export function planSummary(plan: Pick<ImportPreview, "rows" | "creates" | "updates" | "unchanged" | "problemCount">) {
  const rows = `${plan.rows} ${plan.rows === 1 ? "row" : "rows"}`;
  const counts = `${rows}: ${plan.creates} to add, ${plan.updates} to change, ${plan.unchanged} unchanged`;
  if (plan.problemCount > 0)
    return `${counts}. ${plan.problemCount} ${plan.problemCount === 1 ? "problem" : "problems"} to fix: nothing will be written until the file has none.`;
  if (plan.creates + plan.updates === 0) return `${counts}. Nothing to change: the catalogue already matches the file.`;
  return `${counts}. Check the changes below, then apply them.`;
}
