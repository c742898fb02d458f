import { z } from "zod";
import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { MAX_LABELS, shipmentLabels } from "@/lib/shipping/labels";
import { recordIdSchema } from "@/lib/validation/ids";

const labelsQuery = z.object({
  ids: z
    .array(recordIdSchema("Shipment ID"))
    .min(1, "Choose the shipments")
    .max(MAX_LABELS, `At most ${MAX_LABELS} labels at once`),
  format: z.enum(["4x6", "a4"], { error: "format must be 4x6 or a4" }).default("4x6"),
});

// GET /api/admin/shipments/labels?ids=…&ids=…&format=4x6|a4 – the shipments' courier labels as one PDF (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const query = new URL(request.url).searchParams;
  const { ids, format } = labelsQuery.parse({
    ids: query.getAll("ids").flatMap((ids) => ids.split(",")),
    format: query.get("format") ?? undefined,
  });
  return new Response(Buffer.from(await shipmentLabels(ids, format)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="labels-${format}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
});
