import { requireAdmin } from "@/lib/auth/session";
import { removeProduct } from "@/lib/catalog/products";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { productIdBodySchema } from "@/lib/validation/ids";

// POST /api/products/remove – delete a product (administrators only)
export const POST = apiRoute(async (request) => {
  await requireAdmin(request);
  const { productId } = await readJson(request, productIdBodySchema);
  await removeProduct(productId);
  return ok({ message: "Product removed" });
});
