import { afterEach, describe, expect, it, vi } from "vitest";
import { LOOPBACK_PEER_HEADER } from "@/lib/http/client-address";

/** The request headers as server/index.js left them (lib/http/client-address.js). */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: () => Promise.resolve(requestHeaders.current) }));

const { default: DevPagesLayout } = await import("./layout");
const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/;

afterEach(() => {
  requestHeaders.current = new Headers();
});

describe("the development pages (/dev/...)", () => {
  it("open for a client on this machine", async () => {
    requestHeaders.current = new Headers({ [LOOPBACK_PEER_HEADER]: "1" });
    await expect(DevPagesLayout({ children: "caught e-mails" })).resolves.toBe("caught e-mails");
  });

  it("are the ordinary 404 for any other client, whatever it claims to be", async () => {
    // What a stranger can send; server/index.js deletes its copy of the store's own header.
    requestHeaders.current = new Headers({
      "X-Forwarded-For": "127.0.0.1",
      "X-Real-IP": "127.0.0.1",
      Host: "localhost",
    });
    await expect(DevPagesLayout({ children: "caught e-mails" })).rejects.toThrow(NOT_FOUND);
  });
});
