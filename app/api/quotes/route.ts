import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { quotesOf } from "@/lib/quotes/quote";
import { requestQuote } from "@/lib/quotes/request-quote";
import { quoteRequestSchema } from "@/lib/validation/quotes";
import { toQuoteJson } from "@/lib/wire/quote";

// GET /api/quotes – the caller's quotes, newest first
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok({ quotes: (await quotesOf(caller.id)).map(toQuoteJson) });
});

// POST /api/quotes – ask for a quote: products and quantities, organisation, needed-by day, notes, delivery address
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const asked = await readJson(request, quoteRequestSchema);
  const quote = await requestQuote(caller.id, asked, pageLocaleOf(request) ?? DEFAULT_LOCALE);
  return ok({ message: "Quote requested", quote: toQuoteJson(quote) }, { status: 201 });
});
