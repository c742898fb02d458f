import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, migrationsFingerprint } from "./test-database";

const MIGRATIONS = path.join(import.meta.dirname, "..", "prisma", "migrations");

describe("a test run's database", () => {
  const copies = mkdtempSync(path.join(tmpdir(), "migrations-"));
  afterAll(() => rmSync(copies, { recursive: true, force: true }));

  it("has every migration applied, and its commits do not wait for the disk", async () => {
    const database = await createTestDatabase("unit");
    const client = new pg.Client({ connectionString: database.url });
    try {
      await client.connect();
      const applied = await client.query<{ name: string }>(
        "SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1",
      );
      const migrations = readdirSync(MIGRATIONS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
      expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((entry) => entry.name).sort());
      expect((await client.query("SHOW synchronous_commit")).rows).toEqual([{ synchronous_commit: "off" }]);
    } finally {
      await client.end();
      await database.dispose();
    }
  });

  it("is copied from a template made again when a migration is added or changed", () => {
    const folder = path.join(copies, "migrations");
    cpSync(MIGRATIONS, folder, { recursive: true });
    const original = migrationsFingerprint(folder);
    expect(migrationsFingerprint(folder)).toBe(original);

    const [first] = readdirSync(folder).sort();
    writeFileSync(path.join(folder, first!, "migration.sql"), "-- changed\n", { flag: "a" });
    const changed = migrationsFingerprint(folder);
    expect(changed).not.toBe(original);

    cpSync(path.join(folder, first!), path.join(folder, "29991231000000_later"), { recursive: true });
    expect(migrationsFingerprint(folder)).not.toBe(changed);
  });
});
