/**
 * Ports of what the commands start. A default port gives way to a free one when something else
 * (another checkout's store, say) holds it; a port the operator configured is kept, and when it
 * is taken the command stops, naming the port and the variable that chooses another.
 */
import net from "node:net";
import { KnownFailure } from "./verdict";

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

/** Whether something already listens on `port` (of `host`, else of any address). */
function isPortTaken(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "EADDRINUSE" ? resolve(true) : reject(error),
    );
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

export interface PortChoice {
  /** Who listens there, as the message names it: "The PhonePe simulator". */
  service: string;
  port: number;
  host?: string;
  /** The variable that chooses the port. */
  variable: string;
  /** Whether the operator set it; for listenOnPort, a default port gives way when taken. */
  configured?: boolean;
}

const portTaken = ({ service, port, variable }: PortChoice) =>
  new KnownFailure(
    `${service} cannot listen on port ${port}: it is taken. Set ${variable} to another port, or free this one.`,
  );

/** Stops the command, naming the variable to change, when something else holds the port. */
export async function ensurePortFree(choice: PortChoice): Promise<void> {
  if (await isPortTaken(choice.port, choice.host)) throw portTaken(choice);
}

const isAddressInUse = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "EADDRINUSE";

/** Runs `listen(port)`, or `listen(0)` (any free port) when the port is a default that is taken. */
export async function listenOnPort<T>(choice: PortChoice, listen: (port: number) => Promise<T>): Promise<T> {
  try {
    return await listen(choice.port);
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    if (choice.configured) throw portTaken(choice);
    return listen(0);
  }
}

/**
 * A local simulator at `configured` (its variable's URL), else at its default address, or on a
 * free port when another program holds that default.
 */
export async function listenAtUrl<T>(
  service: string,
  variable: string,
  configured: string,
  fallback: string,
  start: (host: string, port: number) => Promise<T>,
): Promise<T> {
  const listen = new URL(configured || fallback);
  const choice = {
    service,
    host: listen.hostname,
    port: Number(listen.port),
    variable,
    configured: Boolean(configured),
  };
  return listenOnPort(choice, (port) => start(listen.hostname, port));
}
