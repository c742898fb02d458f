import { request as httpRequest, createServer, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, LOOPBACK_PEER_HEADER } from "@/lib/http/client-address";
import { rawRequest } from "@/test/support/raw-request";
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
      response.end(seen.join(" "));
    }, 0),
  );
  const listening = new Promise<void>((ready) => server.listen(0, host, ready));
  return { server, handled, listening, port: () => (server.address() as AddressInfo).port };
}

const seenBy = (host: string, port: number, headers: OutgoingHttpHeaders = {}) =>
  new Promise<string>((resolve, reject) => {
    const call = httpRequest({ host, port, path: "/dev/mail", headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(body));
    });
    call.on("error", reject);
    call.end();
  });

describe("the store's listener, from this machine", () => {
  const store = startStore("127.0.0.1");
  beforeAll(() => store.listening);
  afterAll(() => new Promise<void>((closed) => store.server.close(() => closed())));

  it("marks a loopback peer as this machine", async () => {
    expect(await seenBy("127.0.0.1", store.port())).toBe("1 127.0.0.1");
  });

  it("answers an absolute-form target for a foreign host with a 400, without passing it on", async () => {
    const answer = await rawRequest(
      store.port(),
      "GET http://evil.example/shop HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toContain("evil.example");
    expect(store.handled).not.toContain("http://evil.example/shop");
  });

  it("refuses the asterisk form too, and Node.js closes a CONNECT unanswered; a path is served", async () => {
    const raw = (line: string) => rawRequest(store.port(), `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(await raw("OPTIONS * HTTP/1.1")).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw("CONNECT evil.example:443 HTTP/1.1")).toBe("");
    expect(await raw("GET /shop HTTP/1.1")).toMatch(/^HTTP\/1\.1 200 /);
    expect(store.handled).toEqual(["/dev/mail", "/shop"]);
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
