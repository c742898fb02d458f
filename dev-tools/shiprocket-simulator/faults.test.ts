/** Injected failures and outages, and the configuration the simulator refuses. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startShiprocketSimulator, type ShiprocketSimulator } from "./server";
import { api, login, simulatorOptions, WEBHOOK_TOKEN } from "./test-support";

let simulator: ShiprocketSimulator;
let token: string;
beforeEach(async () => {
  simulator = await startShiprocketSimulator(simulatorOptions());
  token = await login(simulator);
});
afterEach(() => simulator.close());

const orders = () => api(simulator, "GET", "/orders", { token });
const control = (path: string, body: unknown) =>
  fetch(`${simulator.url}/__simulator/${path}`, { method: "POST", body: JSON.stringify(body) });

describe("failNext", () => {
  it("answers the next calls with the statuses queued, gateway HTML for 502–504, Shiprocket's JSON otherwise", async () => {
    simulator.failNext({ httpStatus: 503 }, { httpStatus: 429 }, { httpStatus: 500 });
    const down = await orders();
    expect(down).toMatchObject({ status: 503, contentType: "text/html" });
    expect(down.text).toContain("<title>503 Service Unavailable</title>");
    expect(await orders()).toMatchObject({
      status: 429,
      json: { message: "You have exceeded the API call rate limit", status_code: 429 },
    });
    expect((await orders()).json).toEqual({ message: "Invalid argument supplied for foreach()", status_code: 500 });
    expect((await orders()).status).toBe(200);
  });

  it("fails only calls under a path when given one, with or without /v1/external", async () => {
    expect((await control("fail-next", [{ httpStatus: 502, path: "/v1/external/orders/create" }])).status).toBe(200);
    simulator.failNext({ httpStatus: 403, path: "/courier/assign" });
    expect((await orders()).status).toBe(200);
    expect((await api(simulator, "POST", "/orders/create/adhoc", { token, body: {} })).status).toBe(502);
    const forbidden = await api(simulator, "POST", "/courier/assign/awb", { token, body: {} });
    expect(forbidden.json).toEqual({
      message: "Unauthorized. You do not have permission for this action.",
      status_code: 403,
    });
    expect((await api(simulator, "POST", "/orders/create/adhoc", { token, body: {} })).status).toBe(422);
    expect((await control("fail-next", { httpStatus: 200 })).status).toBe(400);
  });
});

describe("offline", () => {
  it("answers every API call with the gateway's 503 page while the controls keep working", async () => {
    simulator.setOffline(true);
    expect(await api(simulator, "POST", "/auth/login", { body: {} })).toMatchObject({
      status: 503,
      contentType: "text/html",
    });
    expect((await fetch(`${simulator.url}/__simulator/shipments`)).status).toBe(200);
    expect(await (await control("offline", { offline: false })).json()).toEqual({ offline: false });
    expect((await orders()).status).toBe(200);
    expect(simulator.calls().map((call) => call.status)).toEqual([200, 503, 200]);
  });
});

describe("configuration", () => {
  it.each([
    "http://127.0.0.1:3000/api/webhooks/shiprocket",
    "http://127.0.0.1:3000/kartrocket/hook",
    "http://127.0.0.1:3000/api/srhook",
    "http://127.0.0.1:3000/api/kr-events",
    "http://127.0.0.1:3000/api/webhooks/courier?via=SR",
  ])("refuses a webhook URL with Shiprocket's banned words: %s", async (url) => {
    await expect(
      startShiprocketSimulator(simulatorOptions({ webhook: { url, token: WEBHOOK_TOKEN } })),
    ).rejects.toThrow(/webhook\.url: Shiprocket refuses webhook URLs containing "(shiprocket|kartrocket|sr|kr)"/);
  });

  it("lists its controls and refuses a missing pickup location", async () => {
    const index = await (await fetch(`${simulator.url}/__simulator/`)).json();
    expect(index.controls).toContain("POST /__simulator/shipments/{awb}/scan");
    await expect(startShiprocketSimulator(simulatorOptions({ pickupLocations: [] }))).rejects.toThrow(
      /pickupLocations/,
    );
  });
});
