/**
 * `npm run phonepe:simulator`: runs the local PhonePe stand-in on its own (npm start and the
 * browser tests start one themselves when no PhonePe credentials are configured).
 */
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { startPhonePeSimulator } from "../dev-tools/phonepe-simulator/server";
import { loadDotEnv } from "./database";
import { listenOnPort } from "./ports";
import { exitWith, guardVerdict, printFailure } from "./verdict";

/**
 * The simulator for a store at `siteUrl`, listening at `simulatorUrl` (PHONEPE_SIMULATOR_URL's
 * value), else at the default address or, when another program holds that port, on a free one.
 * Its address and webhook credentials (the configured ones or, by default, random for this run)
 * are put in this process's environment, so start the store's server after this, with it.
 */
export async function startLocalPhonePe(siteUrl: string, simulatorUrl: string) {
  const username = (process.env.PHONEPE_WEBHOOK_USERNAME ||= randomBytes(12).toString("base64url"));
  const password = (process.env.PHONEPE_WEBHOOK_PASSWORD ||= randomBytes(24).toString("base64url"));
  const { DEFAULT_PHONEPE_SIMULATOR_URL } = await import("../lib/payments/phonepe/config");
  const listen = new URL(simulatorUrl || DEFAULT_PHONEPE_SIMULATOR_URL);
  const choice = {
    service: "The PhonePe simulator",
    host: listen.hostname,
    port: Number(listen.port),
    variable: "PHONEPE_SIMULATOR_URL",
    configured: Boolean(simulatorUrl),
  };
  const simulator = await listenOnPort(choice, (port) =>
    startPhonePeSimulator({
      host: listen.hostname,
      port,
      clientId: process.env.PHONEPE_CLIENT_ID || "SIMULATOR_CLIENT",
      clientSecret: process.env.PHONEPE_CLIENT_SECRET || "simulator-secret",
      clientVersion: Number(process.env.PHONEPE_CLIENT_VERSION || 1),
      webhook: {
        url: `${siteUrl.replace(/\/+$/, "")}/api/order/phonepe/webhook`,
        username,
        password,
      },
    }),
  );
  process.env.PHONEPE_SIMULATOR_URL = simulator.url;
  return simulator;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  guardVerdict("npm run phonepe:simulator");
  loadDotEnv();
  try {
    const simulator = await startLocalPhonePe(
      process.env.SITE_URL || "http://localhost:3000",
      process.env.PHONEPE_SIMULATOR_URL ?? "",
    );
    console.log(`PhonePe simulator listening on ${simulator.url} (Ctrl-C stops it).`);
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.on(signal, () => void simulator.close().then(() => exitWith(0)));
  } catch (error) {
    printFailure(error);
    exitWith(1);
  }
}
