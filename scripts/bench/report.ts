/** The benchmark's table: each figure beside the goal (#17), and whether it is met. */
import type { PairFigures } from "./load";

export interface Row {
  what: string;
  measured: string;
  goal: string;
  met: boolean;
}

const perSecond = (value: number) => `${Math.round(value).toLocaleString("en-IN")}/s`;
const ms = (value: number) => `${Math.round(value)} ms`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const spread = (values: number[], format: (value: number) => string) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`;

/**
 * "a vs b req/s = r× (rounds …), p99 … (rounds …)": the median round, met when its ratio and the
 * median p99 reach the goal.
 */
export function pairRow({ page, reference, rounds }: PairFigures, goal: { ratio: number; p99Ms?: number }): Row {
  const ratio = page.requestsPerSecond / reference.requestsPerSecond;
  const failures = page.failures + reference.failures;
  const measured =
    `${perSecond(page.requestsPerSecond)} vs ${perSecond(reference.requestsPerSecond)} = ${ratio.toFixed(2)}× ` +
    `(rounds ${spread(
      rounds.map((round) => round.ratio),
      (value) => value.toFixed(2),
    )}), ` +
    `p99 ${ms(page.p99Ms)} (rounds ${spread(
      rounds.map((round) => round.p99Ms),
      (value) => String(Math.round(value)),
    )})` +
    (failures > 0 ? `, ${failures} failed requests` : "");
  const p99Met = goal.p99Ms === undefined || page.p99Ms < goal.p99Ms;
  return {
    what: `${page.path} vs ${reference.path}`,
    measured,
    goal: `≥ ${goal.ratio}×` + (goal.p99Ms === undefined ? "" : `, p99 < ${goal.p99Ms} ms`),
    // A side that answered nothing measures nothing: never "met".
    met:
      page.requestsPerSecond > 0 && reference.requestsPerSecond > 0 && ratio >= goal.ratio && p99Met && failures === 0,
  };
}

export function printTable(title: string, rows: Row[]): void {
  const header = ["What", "Measured", "Goal", "Met"];
  const cells = rows.map((row) => [row.what, row.measured, row.goal, row.met ? "met" : "NOT MET"]);
  const widths = header.map((name, column) => Math.max(name.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(" | ")} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const cell of cells) console.log(line(cell));
}

export { ms, perSecond, spread };
