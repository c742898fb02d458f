/**
 * Integration: `npm run admin:create` as an operator runs it, against the test database, with the
 * password piped through standard input.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { runTsx } from "@/test/support/run-tsx";

const PASSWORD = "piped-admin-password";

const runCreateAdmin = (args: string[], input: string) =>
  runTsx(["scripts/create-admin.ts", ...args], { env: { ...process.env, LOG_LEVEL: "info" }, input });

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
