import { requireAdminSession } from "@/lib/auth/admin-session";
import { removeProduct } from "@/lib/catalog/product-reads";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { productIdBodySchema } from "@/lib/validation/ids";

// POST /api/products/remove – delete a product (administrators only, by their admin session cookie)
export const POST = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { productId } = await readJson(request, productIdBodySchema);
  await removeProduct(productId);
  return ok({ message: "Product removed" });
});
