/**
 * A store asked to stop while a keep-alive connection was busy stayed up for that connection's
 * idle timeout (65 s): the scale test's instances took a minute to stop, and Docker would have
 * killed the store mid-request. The request in flight finishes, then the server closes.
 */
import { createServer, request, Agent, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { stopServer } from "./graceful-stop.js";

let server: Server;
const agent = new Agent({ keepAlive: true });
afterEach(() => {
  agent.destroy();
  server.closeAllConnections();
});

/** A server holding each request until `answer` is called, with the store's 65 s keep-alive. */
async function holdingServer() {
  const waiting: Array<() => void> = [];
  server = createServer((_request, response) => {
    waiting.push(() => response.end("done"));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = () =>
    new Promise<string>((resolve, reject) => {
      request({ port, host: "127.0.0.1", agent }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      })
        .on("error", reject)
        .end();
    });
  const answerAll = () => waiting.splice(0).forEach((answer) => answer());
  const received = async (count: number) => {
    while (waiting.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { get, answerAll, received };
}

describe("stopping the store's server", () => {
  it("lets a request in flight finish, then closes its keep-alive connection at once", async () => {
    const { get, answerAll, received } = await holdingServer();
    const response = get();
    await received(1);

    let closed = false;
    const stopped = stopServer(server, 60_000).then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);

    answerAll();
    expect(await response).toBe("done");
    await stopped; // within the test's 5 s, not the connection's 65 s
  });

  it("cuts a request still unanswered when the grace period ends", async () => {
    const { get, received } = await holdingServer();
    const response = get();
    await received(1);

    await stopServer(server, 200);
    await expect(response).rejects.toThrow(/socket hang up/);
  });
});
