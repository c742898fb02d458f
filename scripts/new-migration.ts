/**
 * `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
 * the SQL that takes the committed schema (git HEAD) to the working copy of prisma/schema.prisma.
 *
 * Used instead of `prisma migrate dev`, whose shadow-database step fails on the WebAssembly
 * schema engine of Prisma 6.19 ("RuntimeError: unreachable"); a schema-to-schema diff needs no
 * database. Review the SQL, then apply it with `npm run db:migrate`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadDotEnv, openDatabase, runBinary } from "./database";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration -- <name in snake_case>");
  process.exit(2);
}

const workDir = mkdtempSync(path.join(tmpdir(), "migration-"));
const committedSchema = path.join(workDir, "schema.prisma");
writeFileSync(committedSchema, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"]));

const timestamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const migrationDir = path.join("prisma", "migrations", `${timestamp}_${name}`);
const output = path.join(workDir, "migration.sql");

loadDotEnv();
// The CLI loads prisma.config.ts, whose adapter wants a database even for a pure diff.
const database = await openDatabase();
try {
  const schema = path.join("prisma", "schema.prisma");
  await runBinary(
    "prisma",
    [
      "migrate",
      "diff",
      "--from-schema-datamodel",
      committedSchema,
      "--to-schema-datamodel",
      schema,
      "--script",
      "--output",
      output,
    ],
    { ...process.env, DATABASE_URL: database.url },
  );
} finally {
  await database.close();
}

const sql = readFileSync(output, "utf8");
rmSync(workDir, { recursive: true, force: true });
if (!/\S/.test(sql.replace(/^--.*$/gm, ""))) {
  console.log("prisma/schema.prisma matches the committed schema: no migration written.");
} else {
  mkdirSync(migrationDir, { recursive: true });
  writeFileSync(path.join(migrationDir, "migration.sql"), sql);
  console.log(`Wrote ${migrationDir}/migration.sql — review it, then run npm run db:migrate.`);
}
