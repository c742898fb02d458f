import { afterEach, describe, expect, it, vi } from "vitest";
import { stubPublicStoreEnv } from "@/test/support/public-store-env";

/** A fresh copy of the page's layout, so the configuration is read again for each case. */
async function loadLayout() {
  vi.resetModules();
  return (await import("./layout")).default;
}

afterEach(() => vi.unstubAllEnvs());

describe("the development mail page", () => {
  it("opens on this machine while a local catcher runs", async () => {
    const DevMailLayout = await loadLayout();
    expect(() => DevMailLayout({ children: null })).not.toThrow();
  });

  it("is not found on a public store, even when a catcher's address is configured", async () => {
    // Not a production build: the page is refused for its public address, not its NODE_ENV.
    stubPublicStoreEnv({ NODE_ENV: "test" });
    vi.stubEnv("MAIL_CATCHER_URL", process.env.MAIL_CATCHER_URL ?? "http://127.0.0.1:8025");
    const DevMailLayout = await loadLayout();
    expect(() => DevMailLayout({ children: null })).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });

  it("is not found on this machine when no catcher runs", async () => {
    vi.stubEnv("MAIL_CATCHER_URL", "");
    const DevMailLayout = await loadLayout();
    expect(() => DevMailLayout({ children: null })).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});
