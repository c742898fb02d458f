import { startLocalMailCatcher } from "./mail-catcher";
import { createTestDatabase } from "./test-database";

/**
 * Gives the whole Vitest run its own migrated database and a local mail catcher; workers inherit
 * DATABASE_URL, SMTP_URL and MAIL_CATCHER_URL.
 */
export default async function setup() {
  const database = await createTestDatabase("unit");
  process.env.DATABASE_URL = database.url;
  const catcher = await startLocalMailCatcher();
  return async () => {
    await catcher?.close();
    await database.dispose();
  };
}
