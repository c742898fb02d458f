import { afterAll, beforeAll } from "vitest";
import { startPhonePeSimulator, type PhonePeSimulator } from "@/dev-tools/phonepe-simulator/server";

/** On globalThis: a worker whose files share modules still runs the setup file again for each. */
const WORKERS_SIMULATOR = Symbol.for("ganitplay.phonepe-simulator");
const worker = globalThis as { [WORKERS_SIMULATOR]?: Promise<PhonePeSimulator> };

/** A simulator with the store's default simulator credentials (lib/env.ts), the store pointed at it. */
async function startForTheStore(): Promise<PhonePeSimulator> {
  const simulator = await startPhonePeSimulator({
    clientId: "SIMULATOR_CLIENT",
    clientSecret: "simulator-secret",
    clientVersion: 1,
  });
  process.env.PHONEPE_SIMULATOR_URL = simulator.url;
  return simulator;
}

/**
 * Starts the worker's simulator, for every file of a worker that shares modules
 * (scripts/vitest-shared-setup.ts): before any of them reads the environment, which lib/env.ts
 * keeps from its first read. Not closed: Vitest ends the worker thread, and its server with it.
 */
export function shareWorkersPhonePeSimulator(): Promise<PhonePeSimulator> {
  worker[WORKERS_SIMULATOR] ??= startForTheStore();
  return worker[WORKERS_SIMULATOR];
}

/**
 * The PhonePe simulator for the calling test file: its worker's, else (a file with modules of its
 * own) one on a port of its own, stopped after the file.
 */
export function runPhonePeSimulator(): () => PhonePeSimulator {
  let simulator: PhonePeSimulator | undefined;
  let own = false;
  beforeAll(async () => {
    const shared = worker[WORKERS_SIMULATOR];
    own = !shared;
    simulator = await (shared ?? startForTheStore());
  });
  afterAll(() => (own ? simulator?.close() : undefined));
  return () => {
    if (!simulator) throw new Error("The PhonePe simulator starts in beforeAll");
    return simulator;
  };
}
