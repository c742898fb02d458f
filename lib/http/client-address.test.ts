import { createServer, request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  LOOPBACK_PEER_HEADER,
  clientAddressOf,
  fromLoopbackPeer,
  identifyClient,
  isLoopbackPeer,
  parseTrustedHops,
} from "./client-address";

describe("clientAddressOf", () => {
  it("is the TCP peer without trusted proxies, whatever forwarding headers say", () => {
    expect(clientAddressOf("198.51.100.7", undefined, 0)).toBe("198.51.100.7");
    expect(clientAddressOf("198.51.100.7", "203.0.113.1, 203.0.113.2", 0)).toBe("198.51.100.7");
  });

  it("behind one proxy is the last X-Forwarded-For entry, the one that proxy appended", () => {
    expect(clientAddressOf("10.0.0.2", "203.0.113.66, 198.51.100.7", 1)).toBe("198.51.100.7");
    // A client that sends its own header only adds entries to the left of the proxy's.
    expect(clientAddressOf("10.0.0.2", ["203.0.113.66", "198.51.100.7"], 1)).toBe("198.51.100.7");
  });

  it("behind two proxies is the second entry from the right", () => {
    expect(clientAddressOf("10.0.0.3", "203.0.113.66, 198.51.100.7, 10.0.0.2", 2)).toBe("198.51.100.7");
  });

  it("is the farthest address known when there are fewer entries than trusted proxies", () => {
    expect(clientAddressOf("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddressOf("10.0.0.3", "198.51.100.7", 2)).toBe("198.51.100.7");
  });

  it("falls back to the peer when the trusted entry is not an address", () => {
    expect(clientAddressOf("10.0.0.2", "198.51.100.7, unknown", 1)).toBe("10.0.0.2");
    expect(clientAddressOf("10.0.0.2", "198.51.100.7,", 1)).toBe("10.0.0.2");
  });

  it("spells IPv4-mapped IPv6 as IPv4 and IPv6 in one form", () => {
    expect(clientAddressOf("::ffff:198.51.100.7", undefined, 0)).toBe("198.51.100.7");
    expect(clientAddressOf("2001:DB8:0:0::1", undefined, 0)).toBe("2001:db8::1");
    expect(clientAddressOf("10.0.0.2", "::ffff:198.51.100.7", 1)).toBe("198.51.100.7");
  });

  it("is null without a peer (a closed socket)", () => {
    expect(clientAddressOf(undefined, undefined, 0)).toBeNull();
  });
});

describe("isLoopbackPeer", () => {
  it("is a loopback TCP peer, in any spelling", () => {
    for (const peer of ["127.0.0.1", "127.0.0.9", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackPeer(peer, undefined)).toBe(true);
  });

  it("is never a remote peer, whatever X-Forwarded-For claims", () => {
    for (const peer of ["192.0.2.2", "10.0.0.2", "fd00::2", "::", "0.0.0.0", undefined]) {
      expect(isLoopbackPeer(peer, "127.0.0.1")).toBe(false);
    }
  });

  it("is not a loopback peer forwarding a request from elsewhere (a proxy on this machine)", () => {
    expect(isLoopbackPeer("127.0.0.1", "203.0.113.7")).toBe(false);
    expect(isLoopbackPeer("127.0.0.1", ["127.0.0.1", "203.0.113.7"])).toBe(false);
    expect(isLoopbackPeer("127.0.0.1", "unknown")).toBe(false);
    expect(isLoopbackPeer("::1", "127.0.0.1, ::1")).toBe(true);
  });
});

describe("parseTrustedHops", () => {
  it("defaults to no proxy and accepts whole numbers", () => {
    expect(parseTrustedHops(undefined)).toBe(0);
    expect(parseTrustedHops(" ")).toBe(0);
    expect(parseTrustedHops("2")).toBe(2);
  });

  it("refuses anything else", () => {
    for (const value of ["-1", "1.5", "yes", "true"]) {
      expect(() => parseTrustedHops(value)).toThrow(/TRUST_PROXY_HOPS/);
    }
  });
});

describe("identifyClient behind a real HTTP server", () => {
  let port = 0;
  const server = createServer((request, response) => {
    identifyClient(request, 0);
    const seen = [request.headers[CLIENT_ADDRESS_HEADER] ?? "none", request.headers[LOOPBACK_PEER_HEADER] ?? "-"];
    response.end(seen.join(" "));
  });
  beforeAll(() => new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening)));
  beforeAll(() => {
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  const addressSeenFor = (headers: OutgoingHttpHeaders) =>
    new Promise<string>((resolve, reject) => {
      const call = httpRequest({ host: "127.0.0.1", port, localAddress: "127.0.0.9", headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      });
      call.on("error", reject);
      call.end();
    });

  it("replaces every address the client claims, its own copy of the header included, with the peer's", async () => {
    const forged = await addressSeenFor({
      "X-Forwarded-For": "203.0.113.1, 203.0.113.2",
      "X-Real-IP": "203.0.113.3",
      Forwarded: "for=203.0.113.4",
      [CLIENT_ADDRESS_HEADER]: "203.0.113.5",
    });
    expect(forged).toBe("127.0.0.9 -");
  });

  it("marks the loopback peer only when every forwarded hop is loopback too", async () => {
    expect(await addressSeenFor({ "X-Forwarded-For": "203.0.113.1" })).toBe("127.0.0.9 -");
    expect(fromLoopbackPeer(new Headers({ [LOOPBACK_PEER_HEADER]: "1" }))).toBe(true);
    expect(fromLoopbackPeer(new Headers())).toBe(false);
  });
});
