/**
 * Runs a command with DATABASE_URL set: the configured one, or the embedded cluster's (started
 * for the duration when needed). Example:
 * `tsx --conditions=react-server scripts/with-database.ts prisma migrate dev`.
 */
import { loadDotEnv, openDatabase } from "./database";
import { runBinary } from "./programs";
import { onStop, runCommand } from "./verdict";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error(
    "Usage: tsx --conditions=react-server scripts/with-database.ts <binary from node_modules/.bin> [args...]",
  );
  process.exit(2);
}

loadDotEnv();
await runCommand([command, ...args].join(" "), async () => {
  const database = await openDatabase();
  onStop(() => database.close());
  await runBinary(command, args, { ...process.env, DATABASE_URL: database.url });
  return true;
});
