/**
 * The one Prisma client of the application, over node-postgres through the pg driver adapter.
 */
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";
import { env } from "./env";

function createClient() {
  const adapter = new PrismaPg({ connectionString: env().DATABASE_URL, max: 10 });
  // Password hashes are never selected unless a query asks for them explicitly.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Database = ReturnType<typeof createClient>;

const globalForPrisma = globalThis as typeof globalThis & { prisma?: Database };

/** The shared client; created on first use (kept on globalThis across dev hot reloads). */
export function db(): Database {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}
