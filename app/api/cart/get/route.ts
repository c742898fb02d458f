import { requireUser } from "@/lib/auth/session";
import { readCart } from "@/lib/cart/cart";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { toCartJson } from "@/lib/wire/cart";

// POST /api/cart/get – the caller's cart as { productId: quantity }, with its priced lines
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok(toCartJson(await readCart(caller.id, { locale: pageLocaleOf(request) })));
});
