import { describe, expect, it } from "vitest";
import { openStreetMapEmbedUrl, openStreetMapUrl } from "./openstreetmap";

describe("OpenStreetMap links", () => {
  const jodhpur = { latitude: 26.2389, longitude: 73.0243 };

  it("embeds a city-sized box around the point, with a marker on it", () => {
    const url = new URL(openStreetMapEmbedUrl(jodhpur));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("bbox")).toBe("72.9643,26.1789,73.0843,26.2989");
    expect(url.searchParams.get("marker")).toBe("26.2389,73.0243");
    expect(url.searchParams.get("layer")).toBe("mapnik");
  });

  it("links to the same place on openstreetmap.org", () => {
    expect(openStreetMapUrl(jodhpur)).toBe(
      "https://www.openstreetmap.org/?mlat=26.2389&mlon=73.0243#map=13/26.2389/73.0243",
    );
  });
});
