/**
 * `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
 * the SQL that takes the committed schema (git HEAD) to the working copy of the schema
 * (prisma/schema.prisma and prisma/models/*.prisma).
 *
 * Used instead of `prisma migrate dev`, whose shadow-database step fails on the WebAssembly
 * schema engine of Prisma 6.19 ("RuntimeError: unreachable"); a schema-to-schema diff needs no
 * database. Review the SQL, then apply it with `npm run db:migrate`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadDotEnv, openDatabase } from "./database";
import { runBinary } from "./programs";
import { onStop, runCommand } from "./verdict";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration -- <name in snake_case>");
  process.exit(2);
}

const workDir = mkdtempSync(path.join(tmpdir(), "migration-"));
const committedSchema = path.join(workDir, "prisma");
const schemaFiles = execFileSync("git", [
  "ls-tree",
  "-r",
  "--name-only",
  "HEAD",
  "prisma/schema.prisma",
  "prisma/models",
])
  .toString()
  .split("\n")
  .filter(Boolean);
for (const file of schemaFiles) {
  mkdirSync(path.join(workDir, path.dirname(file)), { recursive: true });
  writeFileSync(path.join(workDir, file), execFileSync("git", ["show", `HEAD:${file}`]));
}

const timestamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const migrationDir = path.join("prisma", "migrations", `${timestamp}_${name}`);
const output = path.join(workDir, "migration.sql");

loadDotEnv();
await runCommand("npm run db:migration", async () => {
  // The CLI loads prisma.config.ts, whose adapter wants a database even for a pure diff.
  const database = await openDatabase();
  onStop(() => database.close());
  const schema = "prisma";
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

  const sql = readFileSync(output, "utf8");
  rmSync(workDir, { recursive: true, force: true });
  if (!/\S/.test(sql.replace(/^--.*$/gm, ""))) {
    console.log("The schema matches the committed schema: no migration written.");
  } else {
    mkdirSync(migrationDir, { recursive: true });
    writeFileSync(path.join(migrationDir, "migration.sql"), sql);
    console.log(`Wrote ${migrationDir}/migration.sql — review it, then run npm run db:migrate.`);
  }
  return true;
});
