/** The admin's shipping documents' query: the shipments chosen (repeated or comma-separated) and a label format. */
import { z } from "zod";
import { recordIdSchema } from "./ids";

/** Labels Shiprocket prints in one call, and so the most one sheet of work asks for. */
export const MAX_SHIPMENTS_AT_ONCE = 100;

const documentsQuery = z.object({
  ids: z
    .array(recordIdSchema("Shipment ID"))
    .min(1, "Choose the shipments")
    .max(MAX_SHIPMENTS_AT_ONCE, `At most ${MAX_SHIPMENTS_AT_ONCE} shipments at once`),
  format: z.enum(["4x6", "a4"], { error: "format must be 4x6 or a4" }).default("4x6"),
});

export const shipmentIdsQuery = (query: URLSearchParams) =>
  documentsQuery.parse({
    ids: query.getAll("ids").flatMap((ids) => ids.split(",")),
    format: query.get("format") ?? undefined,
  });
