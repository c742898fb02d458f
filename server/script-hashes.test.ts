import { createHash } from "node:crypto";
import { createServer, get, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeListener } from "./listener";

const DATA = 'self.__next_f.push([1,"0:{\\"a\\":1}\\n"])';
const PAGE = `<!DOCTYPE html><html><body><p>${"Ganit ".repeat(400)}</p><script>alert(1)</script><script>${DATA}</script></body></html>`;
const OTHER_DATA = DATA.replace("1", "2");
const sourceOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** How the stand-in for Next.js sends each path: whole, in parts, or with a nonce. */
const SENDERS: Record<string, (response: ServerResponse) => void> = {
  "/whole": (response) => {
    response.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'self'; object-src 'none'");
    response.setHeader("Content-Length", Buffer.byteLength(PAGE));
    response.end(PAGE);
  },
  "/parts": (response) => {
    response.setHeader("Content-Security-Policy", "script-src 'self'");
    response.flushHeaders();
    response.write(PAGE.slice(0, 1000));
    response.write(Buffer.from(PAGE.slice(1000, 2500)));
    response.end(PAGE.slice(2500));
  },
  // The same length as PAGE, another script: a page is known again by its bytes, not its length.
  "/same-length": (response) => {
    response.setHeader("Content-Security-Policy", "script-src 'self'");
    response.end(Buffer.from(PAGE.replace(DATA, OTHER_DATA)));
  },
  "/nonce": (response) => {
    response.setHeader("Content-Security-Policy", "script-src 'self' 'nonce-abc' 'strict-dynamic'");
    response.flushHeaders();
    response.end(PAGE);
  },
};

const server = createServer(
  storeListener((request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    SENDERS[request.url ?? ""]!(response);
  }, 0),
);
beforeAll(() => new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready)));
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

/** The answer as sent: node:http leaves the body compressed. */
const fetchPage = (path: string) =>
  new Promise<{ headers: IncomingHttpHeaders; policy: string; bytes: Buffer }>((resolve, reject) => {
    const port = (server.address() as AddressInfo).port;
    get({ host: "127.0.0.1", port, path, headers: { "Accept-Encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const policy = String(response.headers["content-security-policy"]);
        resolve({ headers: response.headers, policy, bytes: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });

describe("a page whose policy takes script hashes", () => {
  it("is sent with its Next.js scripts' hashes, not the injected one's, and compressed", async () => {
    for (const path of ["/whole", "/parts"]) {
      const { headers, policy, bytes } = await fetchPage(path);
      expect(policy, path).toMatch(new RegExp(`script-src 'self' ${sourceOf(DATA)}(;|$)`));
      expect(policy, path).not.toContain(sourceOf("alert(1)"));
      expect(headers["content-encoding"], path).toBe("gzip");
      expect(gunzipSync(bytes).toString(), path).toBe(PAGE);
    }
  });

  it("gives each page its own hashes, every time it is sent, whatever pages of its length came before", async () => {
    for (const path of ["/whole", "/same-length", "/whole", "/same-length"]) {
      const [own, other] = path === "/whole" ? [DATA, OTHER_DATA] : [OTHER_DATA, DATA];
      const { policy, bytes } = await fetchPage(path);
      expect(policy, path).toContain(sourceOf(own));
      expect(policy, path).not.toContain(sourceOf(other));
      expect(gunzipSync(bytes).toString(), path).toContain(own);
    }
  });

  it("leaves a page with a nonce as it is", async () => {
    const { policy, bytes } = await fetchPage("/nonce");
    expect(policy).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(gunzipSync(bytes).toString()).toBe(PAGE);
  });
});
