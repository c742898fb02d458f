/**
 * `npm start` died with EADDRINUSE when another store on the machine ran its simulator on the
 * default port: a taken default gives way to a free port (and the store is told it), a taken
 * configured port stops with a message naming it.
 */
import type { Server } from "node:net";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as PhonePeConfig from "@/lib/payments/phonepe/config";
import type { PhonePeSimulator } from "@/dev-tools/phonepe-simulator/server";
import { startLocalPhonePe } from "./phonepe-simulator";

/** A port some other program holds, standing in for the default 4010. */
const taken = await vi.hoisted(async () => {
  const { createServer } = await import("node:net");
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { server, port, url: `http://127.0.0.1:${port}` };
});
vi.mock("@/lib/payments/phonepe/config", async (importOriginal) => ({
  ...(await importOriginal<typeof PhonePeConfig>()),
  DEFAULT_PHONEPE_SIMULATOR_URL: taken.url,
}));

let simulator: PhonePeSimulator | undefined;
beforeEach(() => {
  for (const name of ["PHONEPE_SIMULATOR_URL", "PHONEPE_WEBHOOK_USERNAME", "PHONEPE_WEBHOOK_PASSWORD"]) {
    vi.stubEnv(name, undefined);
  }
});
afterEach(async () => {
  await simulator?.close();
  vi.unstubAllEnvs();
});
afterAll(() => new Promise((resolve) => taken.server.close(resolve)));

describe("startLocalPhonePe", () => {
  it("listens on a free port when the default one is taken, and tells the store", async () => {
    simulator = await startLocalPhonePe("http://localhost:3000", "");

    expect(simulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(simulator.url).not.toBe(taken.url);
    expect(process.env.PHONEPE_SIMULATOR_URL).toBe(simulator.url);
    const answer = await fetch(`${simulator.url}/checkout/v2/pay`, { method: "POST" });
    expect(answer.status).toBe(401);
  });

  it("stops with a message naming the port and PHONEPE_SIMULATOR_URL when the configured port is taken", async () => {
    await expect(startLocalPhonePe("http://localhost:3000", taken.url)).rejects.toThrow(
      `The PhonePe simulator cannot listen on port ${taken.port}: it is taken. Set PHONEPE_SIMULATOR_URL to another port, or free this one.`,
    );
  });
});
