import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ensurePortFree, listenOnPort } from "./ports";
import { KnownFailure } from "./verdict";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Listens on `port` (0: any free one) and answers the port taken. */
function listen(port: number): Promise<number> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      servers.push(server);
      resolve((server.address() as { port: number }).port);
    });
  });
}

const choice = (port: number, configured: boolean) => ({
  service: "The test service",
  port,
  host: "127.0.0.1",
  variable: "TEST_SERVICE_PORT",
  configured,
});

describe("listenOnPort", () => {
  it("listens on the port when it is free", async () => {
    const port = await listen(0);
    await new Promise((resolve) => servers.pop()!.close(resolve));

    expect(await listenOnPort(choice(port, false), listen)).toBe(port);
  });

  it("takes a free port when the default port is taken", async () => {
    const taken = await listen(0);

    const port = await listenOnPort(choice(taken, false), listen);

    expect(port).not.toBe(taken);
    expect(port).toBeGreaterThan(0);
  });

  it("stops, naming the port and the variable, when a configured port is taken", async () => {
    const taken = await listen(0);

    const failure = listenOnPort(choice(taken, true), listen);

    await expect(failure).rejects.toThrow(KnownFailure);
    await expect(failure).rejects.toThrow(
      `The test service cannot listen on port ${taken}: it is taken. Set TEST_SERVICE_PORT to another port, or free this one.`,
    );
  });
});

describe("ensurePortFree", () => {
  it("stops, naming the variable, when the port is taken", async () => {
    const taken = await listen(0);

    await expect(ensurePortFree(choice(taken, false))).rejects.toThrow(
      `cannot listen on port ${taken}: it is taken. Set TEST_SERVICE_PORT to another port`,
    );
  });
});
