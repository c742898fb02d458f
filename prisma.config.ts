/**
 * Prisma CLI configuration.
 *
 * Prisma 6.19 runs migrations on the WebAssembly schema engine through the pg driver adapter, so
 * the CLI works on machines that cannot download Prisma's native engines. That path has three
 * upstream defects; each workaround below is marked and can go once the issue is fixed.
 * The application runtime (lib/db.ts) needs none of them.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";
import pg from "pg";

// The CLI still tries to download native engines it will not use unless these point at a file.
for (const variable of ["PRISMA_SCHEMA_ENGINE_BINARY", "PRISMA_QUERY_ENGINE_LIBRARY"]) {
  if (!process.env[variable] || !existsSync(process.env[variable])) {
    process.env[variable] = path.resolve("package.json");
  }
}

/**
 * Workaround 1 (prisma/orm#27403): the adapter cannot deserialize the catalog column types
 * `char` (oid 18) and `name` (oid 19) that the schema engine reads; report them as `text` (25).
 */
class CatalogSafeClient extends pg.Client {
  // pg's overloads cannot be restated generically; the arguments are passed through untouched.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    type Callback = (error: Error | null, result?: pg.QueryResult) => void;
    const callback = typeof args.at(-1) === "function" ? (args.pop() as Callback) : null;
    const pending = (super.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args).then((result) => {
      for (const field of result.fields ?? []) {
        if (field.dataTypeID === 18 || field.dataTypeID === 19) field.dataTypeID = 25;
      }
      return result;
    });
    if (!callback) return pending;
    pending.then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
    return undefined;
  }
}

/**
 * Workaround 2: the adapter opens the shadow database as `{ ...config, database }`, which a
 * `connectionString` would override, so the URL is split into discrete fields.
 */
function poolConfigFromUrl(databaseUrl: string): pg.PoolConfig {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
    ssl: url.searchParams.get("sslmode") === "require" ? { rejectUnauthorized: false } : undefined,
    Client: CatalogSafeClient,
  };
}

/**
 * Workaround 3: the adapter drops the shadow database while its own pool is still connected.
 * End the shadow pool first, then drop the database with FORCE.
 */
class MigrationAdapterFactory extends PrismaPg {
  constructor(private readonly poolConfig: pg.PoolConfig) {
    super(poolConfig);
  }

  override async connectToShadowDb() {
    const main = await this.connect();
    const database = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
    await main.executeScript(`CREATE DATABASE "${database}"`);
    const shadow = await new PrismaPg({ ...this.poolConfig, database }).connect();
    const disposeShadowPool = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await disposeShadowPool();
      await main.executeScript(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await main.dispose();
    };
    return shadow;
  }
}

export default defineConfig({
  // prisma/schema.prisma (generator, datasource) and prisma/models/*.prisma (one file per area).
  schema: "prisma",
  migrations: { path: path.join("prisma", "migrations") },
  experimental: { adapter: true },
  engine: "js",
  adapter: () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error("DATABASE_URL is not set: run this through `npm run db:*`.");
    return Promise.resolve(new MigrationAdapterFactory(poolConfigFromUrl(databaseUrl)));
  },
});
