import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { acceptQuote } from "@/lib/quotes/accept-quote";
import { recordIdSchema } from "@/lib/validation/ids";
import { quoteAcceptanceSchema } from "@/lib/validation/quotes";
import { toQuoteJson } from "@/lib/wire/quote";

// POST /api/quotes/{quoteId}/accept – accept a sent quote (with a purchase order number): it becomes an order awaiting a bank transfer
export const POST = apiRoute<{ params: Promise<{ quoteId: string }> }>(async (request, { params }) => {
  const caller = await requireUser(request);
  const quoteId = recordIdSchema("Quote ID").parse((await params).quoteId);
  const { purchaseOrder } = await readJson(request, quoteAcceptanceSchema);
  const { quote, orderId } = await acceptQuote(caller.id, quoteId, { purchaseOrder });
  return ok({ message: "Quote accepted", quote: toQuoteJson(quote), orderId });
});
