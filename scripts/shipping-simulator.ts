/**
 * The local Shiprocket simulator (dev-tools/shiprocket-simulator/), started by `npm start`,
 * `npm run dev` and the tests when no Shiprocket account is configured (SHIPROCKET_ENV unset or
 * "simulator"). Its address and the webhook token (the configured one or, by default, random for
 * this run) go into this process's environment, so start the store's server after this, with it.
 */
import { randomBytes } from "node:crypto";
import type { ShiprocketSimulatorOptions } from "../dev-tools/shiprocket-simulator/server";
import { listenAtUrl } from "./ports";

/** `faults`: a test's unserviceable pincodes, duplicate-create behaviour, clock. */
export async function startLocalShiprocket(siteUrl: string, faults: Partial<ShiprocketSimulatorOptions> = {}) {
  const { startShiprocketSimulator } = await import("../dev-tools/shiprocket-simulator/server");
  const { DEFAULT_SHIPROCKET_SIMULATOR_URL, SIMULATOR_SHIPROCKET_ACCOUNT } = await import("../lib/shipping/config");
  const token = (process.env.SHIPROCKET_WEBHOOK_TOKEN ||= randomBytes(24).toString("base64url"));
  const simulator = await listenAtUrl(
    "The Shiprocket simulator",
    "SHIPROCKET_SIMULATOR_URL",
    process.env.SHIPROCKET_SIMULATOR_URL ?? "",
    DEFAULT_SHIPROCKET_SIMULATOR_URL,
    (host, port) =>
      startShiprocketSimulator({
        host,
        port,
        email: process.env.SHIPROCKET_API_EMAIL || SIMULATOR_SHIPROCKET_ACCOUNT.email,
        password: process.env.SHIPROCKET_API_PASSWORD || SIMULATOR_SHIPROCKET_ACCOUNT.password,
        pickupLocations: [
          {
            nickname: process.env.SHIPROCKET_PICKUP_LOCATION || SIMULATOR_SHIPROCKET_ACCOUNT.pickupLocation,
            pincode: process.env.SHIPROCKET_PICKUP_PINCODE || SIMULATOR_SHIPROCKET_ACCOUNT.pickupPincode,
            city: "Jodhpur",
            state: "Rajasthan",
            name: "GanitPlay Warehouse",
            email: "warehouse@ganitplay.localhost",
            phone: "9000000001",
            address: "Plot 12, Heavy Industrial Area",
          },
        ],
        webhook: { url: `${siteUrl.replace(/\/+$/, "")}/api/shipping/courier-updates`, token },
        ...faults,
      }),
  );
  process.env.SHIPROCKET_SIMULATOR_URL = simulator.url;
  return simulator;
}

/** Starts the simulator when no Shiprocket account is configured; answers it (or null) for stopping. */
export async function startLocalShipping(siteUrl: string) {
  const environment = process.env.SHIPROCKET_ENV;
  return !environment || environment === "simulator" ? startLocalShiprocket(siteUrl) : null;
}
