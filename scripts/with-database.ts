/**
 * Runs a command with DATABASE_URL set: the configured one, or the embedded cluster's (started
 * for the duration when needed). Example:
 * `tsx --conditions=react-server scripts/with-database.ts prisma migrate dev`.
 */
import { loadDotEnv, openDatabase, runBinary } from "./database";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error(
    "Usage: tsx --conditions=react-server scripts/with-database.ts <binary from node_modules/.bin> [args...]",
  );
  process.exit(2);
}

loadDotEnv();
const database = await openDatabase();
try {
  await runBinary(command, args, { ...process.env, DATABASE_URL: database.url });
} catch (error) {
  // The command has said what went wrong; a stack trace of this wrapper would only bury it.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
