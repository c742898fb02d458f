/**
 * `npm start` / `npm run dev`: serves the store on PORT (default 3000). Without DATABASE_URL it
 * starts the embedded PostgreSQL; either way it applies migrations, seeds an empty catalogue,
 * builds when there is no production build or its NEXT_PUBLIC_* values differ (./store-build.ts),
 * starts the local PhonePe simulator when PHONEPE_ENV is not set, the WhatsApp and SMS simulators
 * when WHATSAPP_ENV and SMS_ENV are not set (their messages on /dev/messages), the Shiprocket simulator
 * when SHIPROCKET_ENV is not set (its parcels on /dev/courier), and the local mail catcher when
 * SMTP_URL is not set (its messages on /dev/mail), then runs the store's server (server/index.js,
 * Next.js behind a server that knows each client's address). Ctrl-C stops them all cleanly.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import {
  applyMigrations,
  generatePrismaClient,
  importPincodesIfEmpty,
  loadDotEnv,
  openDatabase,
  seedIfEmpty,
} from "./database";
import { startLocalMailCatcher } from "./mail-catcher";
import { startLocalMessaging } from "./messaging-simulators";
import { startLocalShipping } from "./shipping-simulator";
import { startLocalPhonePe } from "./phonepe-simulator";
import { ensurePortFree } from "./ports";
import { ensureCurrentBuild } from "./store-build";
import { exitWith, guardVerdict, onStop, printFailure, stopAll } from "./verdict";

const mode = process.argv[2];
if (mode !== "start" && mode !== "dev") {
  console.error("Usage: tsx --conditions=react-server scripts/serve.ts start|dev");
  process.exit(2);
}
guardVerdict(mode === "start" ? "npm start" : "npm run dev");

loadDotEnv();
const port = process.env.PORT || "3000";

try {
  // The store's own address is the one people open: it never moves, and a taken one fails first,
  // before the migrations and the build.
  await ensurePortFree({ service: "The store", port: Number(port), variable: "PORT" });
  const database = await openDatabase();
  onStop(() => database.close());
  await generatePrismaClient();
  await applyMigrations(database.url);
  await seedIfEmpty(database.url);
  await importPincodesIfEmpty(database.url);

  const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
  // Without PhonePe credentials, payments go through the local simulator (refused on a public SITE_URL).
  if (!process.env.PHONEPE_ENV || process.env.PHONEPE_ENV === "simulator") {
    const phonePeSimulator = await startLocalPhonePe(siteUrl, process.env.PHONEPE_SIMULATOR_URL ?? "");
    onStop(phonePeSimulator.close);
    console.log(`PhonePe simulator: ${phonePeSimulator.url}`);
  }
  // Without WhatsApp or MSG91 credentials, messages go to the local simulators (refused on a public SITE_URL).
  const messaging = await startLocalMessaging(siteUrl);
  onStop(messaging.close);
  if (messaging.whatsApp || messaging.sms)
    console.log(`WhatsApp and SMS messages are simulated: ${siteUrl}/dev/messages`);
  // Without a Shiprocket account, couriers are booked with the local simulator (refused on a public SITE_URL).
  const shipping = await startLocalShipping(siteUrl);
  if (shipping) {
    onStop(shipping.close);
    console.log(`Couriers are simulated: ${siteUrl}/dev/courier`);
  }
  // Without SMTP_URL, e-mails go to a local catcher (a public SITE_URL must set SMTP_URL: lib/env.ts).
  const mailCatcher = await startLocalMailCatcher();
  if (mailCatcher) {
    onStop(mailCatcher.close);
    console.log(`E-mails are caught locally: ${siteUrl}/dev/mail`);
  }

  // After the simulator and the catcher: the server shares their credentials and addresses. On this machine the server keeps
  // a generated AUTH_SECRET in .data/ by itself; a public SITE_URL must set its own (lib/env.ts).
  const serverEnv: NodeJS.ProcessEnv = { ...process.env, SITE_URL: siteUrl, DATABASE_URL: database.url };

  // The pages hold the NEXT_PUBLIC_* values they were built with: a changed one needs a new build.
  if (mode === "start") await ensureCurrentBuild(serverEnv);

  const server = spawn(process.execPath, [path.join("server", "index.js"), mode, "--port", port], {
    stdio: "inherit",
    env: serverEnv,
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.once("exit", (code, signal) => void stopAll().finally(() => exitWith(code ?? (signal ? 0 : 1))));
} catch (error) {
  printFailure(error);
  await stopAll();
  exitWith(1);
}
