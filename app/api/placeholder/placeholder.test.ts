import { describe, expect, it } from "vitest";
import { GET } from "./[width]/[height]/route";

const call = (width: string, height: string) =>
  GET(new Request(`http://store.test/api/placeholder/${width}/${height}`), {
    params: Promise.resolve({ width, height }),
  });

describe("GET /api/placeholder/{w}/{h}", () => {
  it("draws an SVG of the requested size, cacheable for a year", async () => {
    const response = await call("400", "300");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const svg = await response.text();
    expect(svg).toContain('width="400" height="300"');
  });

  it.each([
    ["0", "10"],
    ["10", "5000"],
    ["abc", "10"],
    ["10.5", "10"],
  ])("refuses %s x %s with 400", async (width, height) => {
    expect((await call(width, height)).status).toBe(400);
  });
});
