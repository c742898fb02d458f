import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "./session";

const MINUTE = 60 * 1000;
const user: SessionUser = { _id: "u1", name: "Asha Rao", email: "asha@example.in", phone: null, role: "CUSTOMER" };

/** sessionStorage and localStorage as a browser keeps them, for Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** The profile call held until the test answers it with a status. */
function holdProfile() {
  let answer: (status: number) => void = () => undefined;
  vi.spyOn(globalThis, "fetch").mockReturnValue(
    new Promise<Response>((resolve) => {
      answer = (status) =>
        resolve(
          new Response(
            JSON.stringify(status === 200 ? { success: true, user } : { success: false, message: "Invalid token" }),
            { status },
          ),
        );
    }),
  );
  return (status: number) => answer(status);
}

/** A fresh page load: the session modules start from "unknown". */
async function loadPage() {
  vi.resetModules();
  const [api, session] = await Promise.all([import("./session-api"), import("./session")]);
  return { ...api, ...session };
}

function storeSession(verifiedMinutesAgo?: number) {
  sessionStorage.setItem("token", "stored-token");
  sessionStorage.setItem("user", JSON.stringify(user));
  if (verifiedMinutesAgo !== undefined) {
    sessionStorage.setItem("verifiedAt", String(Date.now() - verifiedMinutesAgo * MINUTE));
  }
}

beforeEach(() => {
  vi.stubGlobal("sessionStorage", memoryStorage());
  vi.stubGlobal("localStorage", memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("restoring a stored session on a page load", () => {
  it("checks a token never confirmed in this browser behind the loader, then records when it was confirmed", async () => {
    storeSession();
    const answer = holdProfile();
    const { restoreSession, sessionStore } = await loadPage();
    const restoring = restoreSession();
    expect(sessionStore.get().status).toBe("checking");
    answer(200);
    await restoring;
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", user });
    expect(Date.now() - Number(sessionStorage.getItem("verifiedAt"))).toBeLessThan(MINUTE);
  });

  it("trusts a token confirmed within 30 minutes at once, and still ends it when the server rejects it", async () => {
    storeSession(5);
    const answer = holdProfile();
    const { restoreSession, sessionStore } = await loadPage();
    const restoring = restoreSession();
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", token: "stored-token", user });
    answer(401);
    await restoring;
    expect(sessionStore.get()).toMatchObject({ status: "signed-out", token: null, expired: true });
    expect(["token", "user", "verifiedAt"].map((key) => sessionStorage.getItem(key))).toEqual([null, null, null]);
  });

  it("checks again behind the loader once 30 minutes have passed, or when the time stored is not a time", async () => {
    for (const verifiedAt of [String(Date.now() - 31 * MINUTE), "soon", String(Date.now() + 60 * MINUTE)]) {
      storeSession();
      sessionStorage.setItem("verifiedAt", verifiedAt);
      holdProfile();
      const { restoreSession, sessionStore } = await loadPage();
      void restoreSession();
      expect(sessionStore.get().status).toBe("checking");
      vi.restoreAllMocks();
    }
  });
});

describe("signing in and out", () => {
  it("a sign-in counts as a confirmation; logout forgets it", async () => {
    const { signIn, endSession } = await loadPage();
    signIn("new-token", user, true);
    expect(Date.now() - Number(localStorage.getItem("verifiedAt"))).toBeLessThan(MINUTE);
    endSession();
    expect(localStorage.getItem("verifiedAt")).toBeNull();
  });
});
