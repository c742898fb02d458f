/**
 * How every command builds the store (`npm run build`, `npm start`, the browser tests, the scale
 * test, the benchmarks). Next.js builds each NEXT_PUBLIC_* value into the pages, so a build
 * records beside it a fingerprint of those values, and a start rebuilds when they changed since
 * (naming the variables, never their values). No build replaces one a running store serves
 * (server/running-stores.js): the store's open pages would lose their chunks.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseEnv } from "node:util";
import path from "node:path";
import { z } from "zod";
import { runningStores } from "../server/running-stores.js";
import { runBinary } from "./programs";
import { KnownFailure } from "./verdict";

/** Next.js inlines these at build time; everything else is read when the server runs. */
const BUILT_IN = /^NEXT_PUBLIC_/;

/** Variables as the environment holds them (process.env, or the one a command passes to next build). */
type Variables = Readonly<Record<string, string | undefined>>;

export const BUILD_RECORD_FILE = path.join(".next", "build-config.json");

/** Salted hashes only: the record on disk never holds a value. */
const buildRecordSchema = z.object({ salt: z.string(), variables: z.record(z.string(), z.string()) });
type BuildRecord = z.infer<typeof buildRecordSchema>;

export type BuildState =
  { kind: "current" } | { kind: "missing" } | { kind: "unrecorded" } | { kind: "changed"; variables: string[] };

/**
 * The NEXT_PUBLIC_* values `next build` sees with `env`: the environment first, then the .env
 * files Next.js reads (@next/env; the first that sets a variable wins). Values are taken as
 * written: a `$VARIABLE` inside one is not expanded.
 */
function builtInValues(env: Variables, directory = "."): Map<string, string> {
  const mode = env.NODE_ENV === "test" ? "test" : "production";
  const files = [`.env.${mode}.local`, ...(mode === "test" ? [] : [".env.local"]), `.env.${mode}`, ".env"];
  const sources = [
    env,
    ...files
      .map((file) => path.join(directory, file))
      .filter((file) => existsSync(file))
      .map((file) => parseEnv(readFileSync(file, "utf8"))),
  ];
  const values = new Map<string, string>();
  for (const source of sources) {
    for (const [name, value] of Object.entries(source)) {
      if (BUILT_IN.test(name) && value !== undefined && !values.has(name)) values.set(name, value);
    }
  }
  return values;
}

const hashOf = (salt: string, name: string, value: string) =>
  createHash("sha256").update(`${salt}\0${name}\0${value}`).digest("hex");

function recordOf(values: Map<string, string>, salt = randomBytes(16).toString("hex")): BuildRecord {
  return { salt, variables: Object.fromEntries([...values].map(([name, value]) => [name, hashOf(salt, name, value)])) };
}

/** The build's record; undefined when it has none (built by `next build` alone) or one unreadable. */
function readRecord(file: string): BuildRecord | undefined {
  try {
    return buildRecordSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return undefined;
  }
}

/** Whether .next holds a build made with the NEXT_PUBLIC_* values `env` gives now, and if not, why. */
export function buildState(env: Variables, directory = "."): BuildState {
  if (!existsSync(path.join(directory, ".next", "BUILD_ID"))) return { kind: "missing" };
  const built = readRecord(path.join(directory, BUILD_RECORD_FILE));
  if (!built) return { kind: "unrecorded" };
  const now = recordOf(builtInValues(env, directory), built.salt).variables;
  const variables = [...new Set([...Object.keys(built.variables), ...Object.keys(now)])]
    .filter((name) => built.variables[name] !== now[name])
    .sort();
  return variables.length === 0 ? { kind: "current" } : { kind: "changed", variables };
}

/** Records, beside the build in `directory`/.next, the fingerprint of the NEXT_PUBLIC_* values it was made with. */
export function recordBuild(env: Variables, directory = "."): void {
  const record = recordOf(builtInValues(env, directory));
  writeFileSync(path.join(directory, BUILD_RECORD_FILE), `${JSON.stringify(record)}\n`);
}

/**
 * Builds the store with `env` into .next and records it. Refuses while a store serves .next;
 * `reason` says why this build is needed.
 */
export async function buildStore(
  env: NodeJS.ProcessEnv,
  { quiet = false, reason }: { quiet?: boolean; reason?: string } = {},
): Promise<void> {
  const stores = runningStores();
  if (stores.length > 0) {
    const which = stores.map(({ pid, port }) => `process ${pid}, port ${port}`).join("; ");
    throw new KnownFailure(
      `${reason ? `${reason}, but` : "Cannot build:"} a store is running from this build (${which}): a new build would break ` +
        "its open pages. Stop that store (Ctrl-C where it runs), then run this again.",
    );
  }
  if (reason) console.log(`${reason}: building (about a minute).`);
  await runBinary("next", ["build"], env, { quiet });
  recordBuild(env);
}

/** Why a start cannot reuse the build, in a sentence; undefined when it can. */
export function rebuildReason(state: BuildState): string | undefined {
  switch (state.kind) {
    case "current":
      return undefined;
    case "missing":
      return "No production build yet";
    case "unrecorded":
      return "The build does not record the configuration it was made with";
    case "changed":
      return `The build was made with other values of ${state.variables.join(", ")}`;
  }
}

/** Reuses the build when it was made with `env`'s NEXT_PUBLIC_* values; builds otherwise, saying why. */
export async function ensureCurrentBuild(env: NodeJS.ProcessEnv, options?: { quiet?: boolean }): Promise<void> {
  const reason = rebuildReason(buildState(env));
  if (reason) await buildStore(env, { ...options, reason });
}
