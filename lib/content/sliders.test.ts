import { describe, expect, it, vi } from "vitest";
import { log } from "../log";
import { cachedShowingSliders } from "./sliders";

// The storefront cache, its read failing as an unreachable database would.
vi.mock("../cache/storefront-cache", () => ({
  CACHE_TAGS: { sliders: "sliders" },
  cachedRead: () => () => Promise.reject(new Error("database unreachable")),
}));

describe("the home page's banners", () => {
  it("are none, not a broken home page, when they cannot be read (SPEC §4, §8)", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    expect(await cachedShowingSliders("en")).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      "sliders_failed",
      expect.objectContaining({ message: "Failed to fetch sliders" }),
    );
  });
});
