/**
 * A throwaway database for one test run: created in the embedded cluster with every migration
 * applied, dropped afterwards. Used by Vitest's global setup and by the end-to-end runner.
 *
 * Applying the fifty-odd migrations takes PostgreSQL about 12 s, and `npm test` needs two
 * databases before its tests can start: each is a copy of one migrated template instead (a fifth
 * of a second), which the cluster keeps until the migrations change.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { applyMigrations } from "./database";
import { startLocalPostgres, type LocalPostgres } from "./local-postgres";

export interface TestDatabase {
  url: string;
  dispose(): Promise<void>;
}

const MIGRATIONS = path.join(import.meta.dirname, "..", "prisma", "migrations");
const TEMPLATE_PREFIX = "test_template_";
/** A template being migrated: renamed once whole, so one a killed run left behind is never copied. */
const UNFINISHED = "_unfinished";

/** Every migration file's name and content: a template is made again when any changes. */
export function migrationsFingerprint(folder = MIGRATIONS): string {
  const hash = createHash("sha256");
  const visit = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) visit(full);
      else hash.update(`${path.relative(folder, full)}\0`).update(readFileSync(full));
    }
  };
  visit(folder);
  return hash.digest("hex").slice(0, 16);
}

/** The name of a database with every migration applied, made unless the cluster has it. */
async function migratedTemplate(cluster: LocalPostgres): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
  const existing = await cluster.databasesNamed(TEMPLATE_PREFIX);
  if (existing.includes(template)) return template;
  // Another template is of other migrations, or one a killed run left unfinished.
  for (const other of existing) await cluster.dropDatabase(other);
  const unfinished = `${template}${UNFINISHED}`;
  await cluster.ensureDatabase(unfinished, { throwaway: true });
  try {
    await applyMigrations(cluster.urlFor(unfinished), { quiet: true });
  } catch (error) {
    await cluster.dropDatabase(unfinished);
    throw error;
  }
  await cluster.renameDatabase(unfinished, template);
  return template;
}

export async function createTestDatabase(purpose: "unit" | "e2e" | "scale" | "bench"): Promise<TestDatabase> {
  const cluster = await startLocalPostgres();
  const name = `test_${purpose}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  try {
    // One command at a time: two would migrate the same template, or copy one the other drops.
    await cluster.whileLocked("test database template", async () => {
      await cluster.ensureDatabase(name, { throwaway: true, template: await migratedTemplate(cluster) });
    });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    url: cluster.urlFor(name),
    dispose: async () => {
      await cluster.dropDatabase(name);
      await cluster.stop();
    },
  };
}
