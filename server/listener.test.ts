import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, LOOPBACK_PEER_HEADER } from "@/lib/http/client-address";
import { FIXED_SECURITY_HEADERS } from "@/lib/http/fixed-headers";
import { sendRequest } from "@/test/support/raw-request";
import { storeListener } from "./listener";

/** An address of this machine that is not loopback: a client there is a stranger to the store. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((candidate) => candidate && !candidate.internal && candidate.family === "IPv4")?.address;

/** The store's listener in front of a stand-in for Next.js that shows what the application would see. */
function startStore(host: string) {
  const handled: string[] = [];
  const server = createServer(
    storeListener((request, response) => {
      handled.push(request.url ?? "");
      const seen = [
        request.headers[LOOPBACK_PEER_HEADER] ?? "remote",
        request.headers[CLIENT_ADDRESS_HEADER] ?? "none",
      ];
      // With its length, as Next.js sends a whole answer: not chunked, so the body reads as written.
      response.setHeader("Content-Length", Buffer.byteLength(seen.join(" ")));
      response.end(seen.join(" "));
    }, 0),
  );
  const listening = new Promise<void>((ready) => server.listen(0, host, ready));
  return { server, handled, listening, port: () => (server.address() as AddressInfo).port };
}

const seenBy = async (host: string, port: number, headers: Record<string, string> = {}) =>
  (await sendRequest(port, "GET", "/dev/mail", { host, headers })).body;

describe("the store's listener, from this machine", () => {
  const store = startStore("127.0.0.1");
  beforeAll(() => store.listening);
  afterAll(() => new Promise<void>((closed) => store.server.close(() => closed())));

  it("marks a loopback peer as this machine", async () => {
    expect(await seenBy("127.0.0.1", store.port())).toBe("1 127.0.0.1");
  });

  it("answers an absolute-form target for a foreign host with a 400, without passing it on", async () => {
    const answer = await sendRequest(store.port(), "GET", "http://evil.example/shop");
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain("evil.example");
    expect(store.handled).not.toContain("http://evil.example/shop");
  });

  it("refuses the asterisk form too, and Node.js closes a CONNECT unanswered; a path is served", async () => {
    const status = async (method: string, target: string) => (await sendRequest(store.port(), method, target)).status;
    expect(await status("OPTIONS", "*")).toBe(400);
    expect((await sendRequest(store.port(), "CONNECT", "evil.example:443")).text).toBe("");
    expect(await status("GET", "/shop")).toBe(200);
    expect(store.handled).toEqual(["/dev/mail", "/shop"]);
  });

  it("gives every answer, refused or served, the fixed security headers", async () => {
    const fixed = Object.fromEntries(
      Object.entries(FIXED_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
    );
    for (const [method, target] of [
      ["GET", "http://evil.example/shop"],
      ["TRACE", "/"],
      ["GET", "/shop"],
    ]) {
      expect((await sendRequest(store.port(), method!, target!)).headers, `${method} ${target}`).toMatchObject(fixed);
    }
  });
});

describe.skipIf(!outsideAddress)(`the store's listener, from another address (${outsideAddress})`, () => {
  const store = startStore(outsideAddress!);
  beforeAll(() => store.listening);
  afterAll(() => new Promise<void>((closed) => store.server.close(() => closed())));

  it("never marks the peer as this machine, whatever headers it sends", async () => {
    const seen = await seenBy(outsideAddress!, store.port(), {
      "X-Forwarded-For": "127.0.0.1",
      "X-Real-IP": "127.0.0.1",
      [LOOPBACK_PEER_HEADER]: "1",
      [CLIENT_ADDRESS_HEADER]: "127.0.0.1",
    });
    expect(seen).toBe(`remote ${outsideAddress}`);
  });
});
