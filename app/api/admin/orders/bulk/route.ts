import { BOOKED, describeOutcome, PACKED } from "@/lib/admin/bulk-outcome";
import { requireAdminSession } from "@/lib/auth/admin-session";
import { readBodyBytes } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { markPacked } from "@/lib/orders/bulk-orders";
import { bookMany } from "@/lib/shipping/shipping-queue";
import { bulkOrderForm } from "@/lib/validation/bulk-orders";

// POST /api/admin/orders/bulk – the orders list's form (action=pack|book&ids=…&back=…): marks the ticked orders
// packed or books them with the recommended courier, each on its own (admin session only)
export const POST = apiRoute(async (request) => {
  const admin = await requireAdminSession(request);
  const { action, ids, back } = bulkOrderForm(new URLSearchParams((await readBodyBytes(request)).toString("utf8")));
  const outcome =
    action === "pack" ? await markPacked(admin, ids) : await bookMany(ids, { kind: "admin", id: admin.id });
  const { message } = describeOutcome(outcome, action === "pack" ? PACKED : BOOKED);
  // The page's script asks for the outcome in words; a form posted without it goes back to the list, which shows the moves.
  if (request.headers.get("accept")?.includes("application/json")) return ok({ ...outcome, message });
  return new Response(null, { status: 303, headers: { Location: back } });
});
