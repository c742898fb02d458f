import { requireUser } from "@/lib/auth/session";
import { apiRoute, ok } from "@/lib/http/responses";
import { quoteOf } from "@/lib/quotes/quote";
import { recordIdSchema } from "@/lib/validation/ids";
import { toQuoteJson } from "@/lib/wire/quote";

// GET /api/quotes/{quoteId} – one of the caller's quotes; 404 for anyone else's
export const GET = apiRoute<{ params: Promise<{ quoteId: string }> }>(async (request, { params }) => {
  const caller = await requireUser(request);
  const quoteId = recordIdSchema("Quote ID").parse((await params).quoteId);
  return ok({ quote: toQuoteJson(await quoteOf(caller.id, quoteId)) });
});
