/** OpenStreetMap's embeddable map around a point, with a marker on it. */

/** Where the embedded map comes from (the Content-Security-Policy's frame-src allows it). */
export const OPENSTREETMAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Degrees shown on each side of the point: about a city's width. */
const SPAN = 0.06;

export function openStreetMapEmbedUrl({ latitude, longitude }: MapPoint): string {
  const bbox = [longitude - SPAN, latitude - SPAN, longitude + SPAN, latitude + SPAN]
    .map((value) => value.toFixed(4))
    .join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude},${longitude}` });
  return `${OPENSTREETMAP_EMBED_ORIGIN}/export/embed.html?${params}`;
}

/** The same place on openstreetmap.org, for a "larger map" link. */
export function openStreetMapUrl({ latitude, longitude }: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=13/${latitude}/${longitude}`;
}
