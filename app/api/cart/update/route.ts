import { requireUser } from "@/lib/auth/session";
import { updateCart } from "@/lib/cart/cart";
import { readJson } from "@/lib/http/body";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { updateCartSchema } from "@/lib/validation/cart";
import { toCartJson } from "@/lib/wire/cart";

// POST /api/cart/update – set a line's quantity; 0 or less removes it
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { productId, quantity } = await readJson(request, updateCartSchema);
  const cart = await updateCart(caller.id, productId, quantity, pageLocaleOf(request));
  return ok({ message: quantity > 0 ? "Cart updated" : "Removed from cart", ...toCartJson(cart) });
});
