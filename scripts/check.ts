/**
 * `npm run check`: the type check, ESLint and Prettier at once. Each uses one core and ESLint's
 * typed rules take longest, so on a 2-core machine the three end about when ESLint alone would
 * (docs/PERFORMANCE.md). Each program's output is printed only if it fails: nothing interleaves.
 */
import { runBinary } from "./programs";
import { printFailure } from "./verdict";

const CHECKS: [program: string, args: string[]][] = [
  ["eslint", ["--max-warnings=0", "."]],
  ["tsc", ["--noEmit"]],
  ["prettier", ["--check", "."]],
];

const results = await Promise.allSettled(
  CHECKS.map(([program, args]) => runBinary(program, args, process.env, { quiet: true })),
);
const failures = results.filter((result) => result.status === "rejected");
for (const failure of failures) printFailure(failure.reason);
console.log(failures.length === 0 ? "tsc, ESLint and Prettier: no finding." : `${failures.length} of 3 checks failed.`);
process.exit(failures.length === 0 ? 0 : 1);
