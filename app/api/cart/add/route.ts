import { countServerStep } from "@/lib/analytics/funnel-counts";
import { requireUser } from "@/lib/auth/session";
import { addToCart } from "@/lib/cart/cart";
import { readJson } from "@/lib/http/body";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { addToCartSchema } from "@/lib/validation/cart";
import { toCartJson } from "@/lib/wire/cart";

// POST /api/cart/add – add a quantity of a product to the caller's cart
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { productId, quantity } = await readJson(request, addToCartSchema);
  const cart = await addToCart(caller.id, productId, quantity, pageLocaleOf(request));
  await countServerStep("add_to_cart");
  return ok({ message: "Added to cart", ...toCartJson(cart) });
});
