/**
 * The one Prisma client of the application, over node-postgres through the pg driver adapter, and
 * the connection pool it shares with the rate limiters (lib/limits/).
 */
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";
import { env } from "./env";

function createClient() {
  // $disconnect() ends the shared pool too, so a script that disconnects can exit.
  const adapter = new PrismaPg(pgPool(), { disposeExternalPool: true });
  // Password hashes are never selected unless a query asks for them explicitly.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Database = ReturnType<typeof createClient>;

const globalForDatabase = globalThis as typeof globalThis & { prisma?: Database; pgPool?: pg.Pool };

/**
 * Connections per instance. A placement holds one for its whole transaction while its next
 * shoppers' reads (session, limits, quote) wait for theirs: with 10, a hundred shoppers at once
 * spent most of their time queueing for a connection. Two instances stay well within
 * PostgreSQL's default 100 connections.
 */
const POOL_SIZE = 20;

/** The shared connection pool; created on first use (kept on globalThis across dev hot reloads). */
export function pgPool(): pg.Pool {
  globalForDatabase.pgPool ??= new pg.Pool({ connectionString: env().DATABASE_URL, max: POOL_SIZE });
  return globalForDatabase.pgPool;
}

/** The shared client; created on first use (kept on globalThis across dev hot reloads). */
export function db(): Database {
  globalForDatabase.prisma ??= createClient();
  return globalForDatabase.prisma;
}
