import { redirect } from "next/navigation";
import { describe, expect, it } from "vitest";
import { REQUEST_TOO_LARGE_MESSAGE } from "@/lib/media/image-limits";
import { FAILED_MESSAGE, OFFLINE_MESSAGE, failureResult } from "./action-failure";

const thrown = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
};

describe("an admin action that never answered", () => {
  it("is a refusal in words: no connection, a body over the limit, or anything the action threw", () => {
    // What each browser's fetch says when the request gets no answer.
    for (const message of ["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"]) {
      expect(failureResult(new TypeError(message))).toEqual({ ok: false, message: OFFLINE_MESSAGE });
    }
    // proxy.ts's 413, as Next.js's client hands on a plain-text refusal.
    expect(failureResult(new Error(REQUEST_TOO_LARGE_MESSAGE))).toEqual({
      ok: false,
      message: REQUEST_TOO_LARGE_MESSAGE,
    });
    // A production build hides a thrown action's message; a proxy's HTML error page has none.
    for (const error of [
      new Error("An error occurred in the Server Components render."),
      new Error("An unexpected response was received from the server."),
      new TypeError("Cannot read properties of undefined"),
      "not even an Error",
    ]) {
      expect(failureResult(error)).toEqual({ ok: false, message: FAILED_MESSAGE });
    }
  });

  it("leaves a redirect the action asked for to the router", () => {
    const redirecting = thrown(() => redirect("/admin/products/p1?created=1"));
    expect(() => failureResult(redirecting)).toThrow(redirecting);
  });
});
