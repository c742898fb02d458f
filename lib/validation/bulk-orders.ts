/**
 * The admin orders list's bulk actions: the orders ticked (`ids`, repeated or comma-separated),
 * what to do with them, and for labels the format. At most 100 orders at once: a page of the list
 * holds 25, and Shiprocket prints 100 labels in one call.
 */
import { z } from "zod";
import { recordIdSchema } from "./ids";
import { MAX_SHIPMENTS_AT_ONCE } from "./shipments";
import { text } from "./text";

const MAX_ORDERS_AT_ONCE = MAX_SHIPMENTS_AT_ONCE;

/** The orders chosen, each once, in the order given. */
export const orderIdsSchema = z
  .array(recordIdSchema("Order ID"))
  .min(1, "Tick the orders first")
  .max(MAX_ORDERS_AT_ONCE, `At most ${MAX_ORDERS_AT_ONCE} orders at once`)
  .transform((ids) => [...new Set(ids)]);

/** Every `ids` value of a query or form, a comma-separated one split. */
const idsOf = (fields: URLSearchParams) => fields.getAll("ids").flatMap((ids) => ids.split(","));

const BULK_ORDER_ACTIONS = ["pack", "book"] as const;

/** Where the list was, to go back to after a form posted without JavaScript: a path of the orders list only. */
const backSchema = text()
  .regex(/^\/admin\/orders(?:\?[^#\\]*)?$/)
  .catch("/admin/orders");

/** POST /api/admin/orders/bulk's form: `action=pack|book&ids=…&back=/admin/orders?…`. */
export const bulkOrderForm = (form: URLSearchParams) =>
  z
    .object({
      action: z.enum(BULK_ORDER_ACTIONS, { error: "action must be pack or book" }),
      ids: orderIdsSchema,
      back: backSchema,
    })
    .parse({ action: form.get("action") ?? undefined, ids: idsOf(form), back: form.get("back") ?? undefined });

/** GET /api/admin/orders/export's and /labels' query: the orders, and for labels a format. */
export const orderDocumentsQuery = (query: URLSearchParams) =>
  z
    .object({
      ids: orderIdsSchema,
      format: z.enum(["4x6", "a4"], { error: "format must be 4x6 or a4" }).default("4x6"),
    })
    .parse({ ids: idsOf(query), format: query.get("format") ?? undefined });
