import { z } from "zod";
import { apiRoute } from "@/lib/http/responses";
import { placeholderSvg } from "@/lib/content/placeholder";

const dimension = z.coerce
  .number({ error: "Width and height must be numbers" })
  .int("Width and height must be whole numbers")
  .min(1, "Width and height must be at least 1")
  .max(2000, "Width and height must be at most 2000");

const paramsSchema = z.object({ width: dimension, height: dimension });

// GET /api/placeholder/{w}/{h} – a neutral SVG image of that size, cached for a year
export const GET = apiRoute<{ params: Promise<{ width: string; height: string }> }>(async (_request, { params }) => {
  const { width, height } = paramsSchema.parse(await params);
  return new Response(placeholderSvg(width, height), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});
