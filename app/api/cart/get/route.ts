import { requireUser } from "@/lib/auth/session";
import { getCart } from "@/lib/cart/cart";
import { apiRoute, ok } from "@/lib/http/responses";

// POST /api/cart/get – the caller's cart as { productId: quantity }
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok({ cartData: await getCart(caller.id) });
});
