import { describe, expect, it } from "vitest";
import { CACHE_TAGS } from "../cache/storefront-cache";
import { cachedAnswer } from "./cached-answer";
import { notFound } from "./errors";
import { ok } from "./responses";

describe("cachedAnswer", () => {
  it("answers exactly what ok() answers: the same bytes, status and content type", async () => {
    const fields = { products: [{ _id: "p1", price: 1499.5, name: "Ganit <Cards> “₹” \u2028" }], count: 1 };
    const answer = cachedAnswer("test-answer", CACHE_TAGS.catalogue, () => Promise.resolve(fields));
    const [cached, live] = [await answer(), ok(fields)];
    expect(cached.status).toBe(live.status);
    expect(cached.headers.get("content-type")).toBe(live.headers.get("content-type"));
    expect(await cached.text()).toBe(await live.text());
  });

  it("keeps no failure: it is thrown, for the route to answer (404) as before", async () => {
    const answer = cachedAnswer("test-missing", CACHE_TAGS.blog, (slug: string) =>
      Promise.reject(notFound(`No ${slug}`)),
    );
    await expect(answer("post")).rejects.toMatchObject({ status: 404, message: "No post" });
  });
});
