import { createTestDatabase } from "./test-database";

/** Gives the whole Vitest run its own migrated database; workers inherit DATABASE_URL. */
export default async function setup() {
  const database = await createTestDatabase("unit");
  process.env.DATABASE_URL = database.url;
  return () => database.dispose();
}
