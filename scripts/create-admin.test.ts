/**
 * Integration: `npm run admin:create` as an operator runs it, against the test database, with the
 * password piped through standard input.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";

const PASSWORD = "piped-admin-password";

function runCreateAdmin(args: string[], input: string): Promise<{ code: number | null; output: string }> {
  // As package.json runs it: server-only modules load only under the react-server condition.
  const tsxArgs = ["--conditions=react-server", "scripts/create-admin.ts", ...args];
  const child = spawn(path.resolve("node_modules", ".bin", "tsx"), tsxArgs, {
    env: { ...process.env, LOG_LEVEL: "info" },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

describe("scripts/create-admin.ts", () => {
  it("asks for what is missing, creates the admin and never prints the password", async () => {
    const email = `cli.${Date.now()}@example.in`;
    const { code, output } = await runCreateAdmin([], `${email}\n${PASSWORD}\n`);

    expect(output).toContain(`Created the admin account ${email}.`);
    expect(output).not.toContain(PASSWORD);
    expect(code).toBe(0);
    expect(await db().user.findUnique({ where: { email }, select: { role: true } })).toEqual({ role: "ADMIN" });
  });

  it("explains bad input and exits with a failure", async () => {
    const email = `cli.short.${Date.now()}@example.in`;
    const { code, output } = await runCreateAdmin(["--email", email], "short\n");

    expect(output).toContain("Password must be at least 8 characters");
    expect(code).toBe(1);
    expect(await db().user.count({ where: { email } })).toBe(0);
  });

  it("refuses unknown options with the usage", async () => {
    const { code, output } = await runCreateAdmin(["--mail", "x@example.in"], "");
    expect(output).toContain("Usage: npm run admin:create");
    expect(code).toBe(2);
  });
});
