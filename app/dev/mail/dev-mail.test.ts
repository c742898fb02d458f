import { afterEach, describe, expect, it, vi } from "vitest";

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
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    vi.stubEnv("AUTH_SECRET", "x".repeat(40));
    vi.stubEnv("PHONEPE_ENV", "sandbox");
    vi.stubEnv("PHONEPE_CLIENT_ID", "M123");
    vi.stubEnv("PHONEPE_CLIENT_SECRET", "client-secret");
    vi.stubEnv("PHONEPE_WEBHOOK_USERNAME", "store");
    vi.stubEnv("PHONEPE_WEBHOOK_PASSWORD", "webhook-password");
    vi.stubEnv("SMTP_URL", "smtps://apikey:secret@smtp.example.in:465");
    vi.stubEnv("MAIL_FROM", "GanitPlay <orders@example.in>");
    vi.stubEnv("GRIEVANCE_OFFICER_NAME", "Meera Joshi");
    vi.stubEnv("GRIEVANCE_OFFICER_DESIGNATION", "Grievance Officer");
    vi.stubEnv("GRIEVANCE_OFFICER_EMAIL", "grievance@example.in");
    vi.stubEnv("GRIEVANCE_OFFICER_PHONE", "+91 291 000 0002");
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
