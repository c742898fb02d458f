/**
 * Which test files need a module graph of their own (vitest.config.ts). Most files only call the
 * store's functions and routes, and share one set of loaded modules per worker: importing the
 * store afresh for each of them was half the run's time. A file that changes what a module keeps
 * from its first use needs its own: it mocks modules or stubs globals, sets the environment the
 * configuration is read from once (lib/env.ts), or points the store at a simulator of its own,
 * whose address and tokens the clients keep; or it reads Next.js's cache functions, which the setup
 * file mocks afresh for each file. Rendering through next-intl's provider keeps React's context per
 * module too. A simulator a file only talks to itself needs nothing, and the PhonePe one is the
 * worker's (test/support/phonepe-simulator.ts), unless the file sets its faults or counts what
 * every file leaves in it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "e2e", ".next", ".data", ".git", "generated"]);

const NEEDS_OWN_MODULES = [
  /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubEnv|stubGlobal|useFakeTimers)\(/,
  /\bprocess\.env\.\w+\s*=[^=]/,
  /\bdelete process\.env\./,
  // A simulator the store is pointed at through the environment (test/support's run…Simulator
  // helpers, the scripts' startLocal…), but for the worker's PhonePe one…
  /\b(run(?!PhonePeSimulator\b)\w*Simulators?|startLocal(PhonePe|Shiprocket|Sms|WhatsApp))\(/,
  // …unless the file sets that one's faults or counts what every file leaves in it.
  /\bsimulator\(\)\.(failNext\w+|revokeTokens|refunds\.size|webhooksSent|stats)\b/,
  /from "next\/cache"/,
  /support\/intl/,
];

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** The test files under `root` that must not share modules with another, relative to it. */
export function filesNeedingOwnModules(root: string): string[] {
  return testFiles(root)
    .filter((file) => NEEDS_OWN_MODULES.some((pattern) => pattern.test(readFileSync(file, "utf8"))))
    .map((file) => path.relative(root, file));
}
