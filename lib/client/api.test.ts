import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { callApi } from "./api";
import { REFUSAL_TEXTS } from "../validation/refusal-texts";
import { ApiError, NETWORK_ERROR_MESSAGE } from "./api-errors";

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));

const likes = z.object({ likes: z.number() });

afterEach(() => vi.restoreAllMocks());

describe("callApi reads the envelope without zod of its own", () => {
  it("returns the envelope and the fields read with the caller's schema", async () => {
    answer(200, { success: true, message: "Liked", likes: 3 });
    await expect(callApi("/api/blog/like/1", likes)).resolves.toEqual({ success: true, message: "Liked", likes: 3 });
  });

  it("returns a 2xx answer that says success: false, for the caller to read", async () => {
    answer(200, { success: false, message: "Payment pending", likes: 0 });
    await expect(callApi("/api/blog/like/1", likes)).resolves.toMatchObject({ success: false });
  });

  it("throws the server's message with its status on a refusal", async () => {
    answer(409, { success: false, message: "Only 2 left in stock" });
    await expect(callApi("/api/cart/add", likes)).rejects.toEqual(new ApiError("Only 2 left in stock", 409));
  });

  it("treats an answer without the envelope, or with a malformed one, as a failed call", async () => {
    for (const body of [null, ["success"], { success: "yes", likes: 1 }, { success: true, message: 5, likes: 1 }]) {
      answer(200, body);
      const error = await callApi("/api/blog/like/1", likes).catch((caught: unknown) => caught);
      expect(error).toEqual(new ApiError(NETWORK_ERROR_MESSAGE, 200));
    }
  });

  it("treats fields that break the contract as a failed call", async () => {
    answer(200, { success: true, likes: "three" });
    await expect(callApi("/api/blog/like/1", likes)).rejects.toEqual(new ApiError(NETWORK_ERROR_MESSAGE, 200));
  });

  it("asks before its schema has loaded, and reads the answer once it has", async () => {
    const fetched = answer(200, { success: true, likes: 4 });
    let loadSchema: (schema: typeof likes) => void = () => undefined;
    const call = callApi("/api/blog/like/1", new Promise<typeof likes>((resolve) => (loadSchema = resolve)));
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledOnce());
    loadSchema(likes);
    await expect(call).resolves.toEqual({ success: true, likes: 4 });
  });

  it("reports the network failure, not the schema's, when both fail", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    const schema = Promise.reject<typeof likes>(new Error("Loading chunk failed"));
    await expect(callApi("/api/blog/like/1", schema)).rejects.toEqual(new ApiError(NETWORK_ERROR_MESSAGE, 0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("says the network failed when there is no answer", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    await expect(callApi("/api/blog/like/1", likes)).rejects.toEqual(new ApiError(NETWORK_ERROR_MESSAGE, 0));
  });
});

// Kept apart from the catalogue so pages reading an error load no texts; shown in Hindi through it.
it("fails with the network error the validation texts translate", () =>
  expect(NETWORK_ERROR_MESSAGE).toBe(REFUSAL_TEXTS.networkError));

describe("callApi names the page's language", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the language of <html lang> in X-Store-Locale, and nothing outside a page", async () => {
    const fetched = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ success: true, likes: 1 }))));
    await callApi("/api/blog/like/1", likes);
    expect(new Headers(fetched.mock.calls[0]![1]!.headers).has("X-Store-Locale")).toBe(false);

    vi.stubGlobal("document", { documentElement: { lang: "hi-IN" } });
    await callApi("/api/blog/like/1", likes);
    expect(new Headers(fetched.mock.calls[1]![1]!.headers).get("X-Store-Locale")).toBe("hi");
  });
});
