/**
 * A start reuses the build only when it was made with today's NEXT_PUBLIC_* values (they are
 * built into the pages); otherwise it names the variables that changed, never their values.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startMarkingStore, stopMarkingStores } from "@/test/support/running-store";
import { runTsx } from "@/test/support/run-tsx";
import { BUILD_RECORD_FILE, buildState, rebuildReason, recordBuild } from "./store-build";

const SECRET_KEY = "emailjs-key-9f8e7d6c";
const configured = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: SECRET_KEY,
  NEXT_PUBLIC_STORE_PHONES: "+91 291 000 0000",
  DATABASE_URL: "postgresql://store:db-password@localhost/store",
};

let checkout: string;
beforeEach(() => {
  checkout = mkdtempSync(path.join(tmpdir(), "store-build-"));
  mkdirSync(path.join(checkout, ".next"));
  writeFileSync(path.join(checkout, ".next", "BUILD_ID"), "build-1");
});
afterEach(() => {
  stopMarkingStores();
  rmSync(checkout, { recursive: true, force: true });
});

describe("buildState", () => {
  it("reuses a build made with the same NEXT_PUBLIC_* values, whatever else changed", () => {
    recordBuild(configured, checkout);

    expect(buildState({ ...configured, DATABASE_URL: "postgresql://other@db/other", PORT: "3001" }, checkout)).toEqual({
      kind: "current",
    });
  });

  it("names each NEXT_PUBLIC_* variable that changed, appeared or went since the build", () => {
    recordBuild(configured, checkout);
    const { NEXT_PUBLIC_STORE_PHONES: _removed, ...withoutPhones } = configured;
    const now = { ...withoutPhones, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "new-key", NEXT_PUBLIC_STORE_EMAIL: "a@b.in" };

    const state = buildState(now, checkout);

    expect(state).toEqual({
      kind: "changed",
      variables: ["NEXT_PUBLIC_EMAILJS_PUBLIC_KEY", "NEXT_PUBLIC_STORE_EMAIL", "NEXT_PUBLIC_STORE_PHONES"],
    });
    expect(rebuildReason(state)).toBe(
      "The build was made with other values of NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_STORE_EMAIL, NEXT_PUBLIC_STORE_PHONES",
    );
  });

  it("reads the .env files as next build does, the environment first", () => {
    writeFileSync(path.join(checkout, ".env"), "NEXT_PUBLIC_STORE_EMAIL=shop@example.in\n");
    writeFileSync(path.join(checkout, ".env.local"), "NEXT_PUBLIC_STORE_EMAIL=local@example.in\n");
    recordBuild({}, checkout);

    expect(buildState({ NEXT_PUBLIC_STORE_EMAIL: "local@example.in" }, checkout).kind).toBe("current");
    expect(buildState({ NEXT_PUBLIC_STORE_EMAIL: "shop@example.in" }, checkout)).toEqual({
      kind: "changed",
      variables: ["NEXT_PUBLIC_STORE_EMAIL"],
    });
    writeFileSync(path.join(checkout, ".env.local"), "NEXT_PUBLIC_STORE_EMAIL=changed@example.in\n");
    expect(buildState({}, checkout).kind).toBe("changed");
  });

  it("rebuilds when there is no build, or one that records nothing readable", () => {
    expect(buildState(configured, checkout)).toEqual({ kind: "unrecorded" });
    expect(rebuildReason({ kind: "unrecorded" })).toBe("The build does not record the configuration it was made with");
    writeFileSync(path.join(checkout, BUILD_RECORD_FILE), "{ cut short");
    expect(buildState(configured, checkout)).toEqual({ kind: "unrecorded" });
    rmSync(path.join(checkout, ".next", "BUILD_ID"));
    expect(buildState(configured, checkout)).toEqual({ kind: "missing" });
  });

  it("writes salted hashes beside the build, never a value", () => {
    recordBuild(configured, checkout);
    const record = readFileSync(path.join(checkout, BUILD_RECORD_FILE), "utf8");
    recordBuild(configured, checkout);

    // A new salt each build: equal values leave no equal hashes to compare across builds.
    expect(readFileSync(path.join(checkout, BUILD_RECORD_FILE), "utf8")).not.toBe(record);
    for (const value of Object.values(configured)) expect(record).not.toContain(value);
    expect(record).not.toContain("DATABASE_URL");
    expect(Object.keys(JSON.parse(record).variables)).toEqual([
      "NEXT_PUBLIC_EMAILJS_PUBLIC_KEY",
      "NEXT_PUBLIC_STORE_PHONES",
    ]);
  });
});

describe("ensureCurrentBuild, as npm start runs it", () => {
  const ensureCurrentBuild = (env: Record<string, string>) =>
    runTsx(
      [
        "--input-type=module",
        "-e",
        `const { ensureCurrentBuild } = await import(${JSON.stringify(path.resolve("scripts/store-build.ts"))});
         await ensureCurrentBuild(process.env).catch((error) => { console.error(error.message); process.exit(1); });`,
      ],
      // Only what tsx needs besides `env`: no NEXT_PUBLIC_* of the shell running the tests.
      { cwd: checkout, env: { PATH: process.env.PATH, NODE_ENV: "production", ...env } },
    );

  it("reuses the build beside a running store when nothing built in changed", { timeout: 60_000 }, async () => {
    recordBuild(configured, checkout);
    await startMarkingStore(checkout);

    expect(await ensureCurrentBuild(configured)).toEqual({ code: 0, output: "" });
  });

  it(
    "refuses to rebuild under a running store, naming the changed variable but not its value",
    { timeout: 60_000 },
    async () => {
      recordBuild(configured, checkout);
      const store = await startMarkingStore(checkout);

      const { code, output } = await ensureCurrentBuild({
        ...configured,
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "new-secret-key",
      });

      expect(code).toBe(1);
      expect(output).toContain(
        `The build was made with other values of NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, but a store is running from this build (process ${store.pid}, port 4321)`,
      );
      expect(output).not.toContain("new-secret-key");
      expect(output).not.toContain(SECRET_KEY);
    },
  );
});
