/**
 * `npm run build` while the store ran replaced the build under it: every open page then failed
 * until a restart. A running store marks its build; a build refuses while the mark's process
 * lives, saying which store and what to do.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startMarkingStore, stopMarkingStores } from "@/test/support/running-store";
import { runTsx } from "@/test/support/run-tsx";
import { RUNNING_STORES_DIR, runningStores } from "./running-stores.js";

let checkout: string;
beforeEach(() => {
  checkout = mkdtempSync(path.join(tmpdir(), "running-stores-"));
});
afterEach(() => {
  stopMarkingStores();
  rmSync(checkout, { recursive: true, force: true });
});

const marksIn = (directory: string) => runningStores(path.join(directory, RUNNING_STORES_DIR));

describe("running stores", () => {
  it("lists a running store until it stops, and forgets one killed outright", async () => {
    const store = await startMarkingStore(checkout);
    expect(marksIn(checkout)).toEqual([{ pid: store.pid, port: "4321" }]);

    store.kill("SIGTERM");
    await once(store, "exit");
    expect(marksIn(checkout)).toEqual([]);

    const killed = await startMarkingStore(checkout);
    killed.kill("SIGKILL");
    await once(killed, "exit");
    const mark = path.join(checkout, RUNNING_STORES_DIR, String(killed.pid));
    expect(existsSync(mark)).toBe(true);
    expect(marksIn(checkout)).toEqual([]);
    expect(existsSync(mark)).toBe(false);
  });

  it("makes npm run build refuse, naming the store, without touching the build", { timeout: 60_000 }, async () => {
    const store = await startMarkingStore(checkout);
    writeFileSync(path.join(checkout, ".next", "BUILD_ID"), "the-running-build");

    const { code, output } = await runTsx([path.resolve("scripts/build.ts")], { cwd: checkout });

    expect(code).toBe(1);
    expect(output).toContain(
      `Cannot build: a store is running from this build (process ${store.pid}, port 4321): a new build would break its open pages. Stop that store (Ctrl-C where it runs), then run this again.`,
    );
    expect(existsSync(path.join(checkout, ".next", "BUILD_ID"))).toBe(true);
  });
});
