/**
 * The Shiprocket simulator for a test file, its tracking webhooks reaching the store's own route
 * handler (./route-server.ts), as they would a running store.
 */
import { afterAll, beforeAll } from "vitest";
import type { ShiprocketSimulatorOptions } from "@/dev-tools/shiprocket-simulator/server";
import * as courierUpdates from "@/app/api/shipping/courier-updates/route";
import { startLocalShiprocket } from "@/scripts/shipping-simulator";
import { startRouteServer } from "./route-server";

export function runShiprocketSimulator(faults: Partial<ShiprocketSimulatorOptions> = {}) {
  const running: {
    store?: Awaited<ReturnType<typeof startRouteServer>>;
    simulator?: Awaited<ReturnType<typeof startLocalShiprocket>>;
  } = {};
  beforeAll(async () => {
    running.store = await startRouteServer({ "/api/shipping/courier-updates": courierUpdates });
    process.env.SHIPROCKET_SIMULATOR_URL = "http://127.0.0.1:0";
    running.simulator = await startLocalShiprocket(running.store.url, {
      webhookRetry: { delayMs: 5, maxAttempts: 2 },
      ...faults,
    });
  });
  afterAll(async () => {
    await running.simulator?.close();
    await running.store?.close();
  });
  return { simulator: () => running.simulator! };
}
