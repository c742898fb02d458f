import { afterEach, describe, expect, it, vi } from "vitest";

/** Who the admin session cookie names: an admin, or (null) a visitor or customer. */
const caller = vi.hoisted(() => ({ current: null as { id: string; role: "ADMIN" } | null }));
vi.mock("@/lib/auth/admin-session", () => ({
  currentAdmin: () => Promise.resolve(caller.current),
  requireAdminPage: () => Promise.resolve(caller.current),
}));

const { generateMetadata } = await import("./layout");

afterEach(() => {
  caller.current = null;
});

describe("the admin area's metadata", () => {
  it("titles an admin's pages as the admin area", async () => {
    caller.current = { id: "admin", role: "ADMIN" };
    expect((await generateMetadata()).title).toEqual({ default: "Admin", template: "%s | Admin" });
  });

  it("adds nothing to the 404 a visitor or customer gets, so it is the store's ordinary one", async () => {
    expect(await generateMetadata()).toEqual({});
  });
});
