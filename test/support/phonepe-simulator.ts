import { afterAll, beforeAll } from "vitest";
import { startPhonePeSimulator, type PhonePeSimulator } from "@/dev-tools/phonepe-simulator/server";

/**
 * Runs the PhonePe simulator for the calling test file, with the store's default simulator
 * credentials (lib/env.ts) on a port of its own, and points the store at it.
 */
export function runPhonePeSimulator(): () => PhonePeSimulator {
  let simulator: PhonePeSimulator | undefined;
  beforeAll(async () => {
    simulator = await startPhonePeSimulator({
      clientId: "SIMULATOR_CLIENT",
      clientSecret: "simulator-secret",
      clientVersion: 1,
    });
    process.env.PHONEPE_SIMULATOR_URL = simulator.url;
  });
  afterAll(() => simulator?.close());
  return () => {
    if (!simulator) throw new Error("The PhonePe simulator starts in beforeAll");
    return simulator;
  };
}
