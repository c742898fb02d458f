import { getProduct } from "@/lib/catalog/products";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { productIdBodySchema } from "@/lib/validation/ids";
import { toProductJson } from "@/lib/wire/product";

// POST /api/products/single – one product by id
export const POST = apiRoute(async (request) => {
  const { productId } = await readJson(request, productIdBodySchema);
  return ok({ product: toProductJson(await getProduct(productId)) });
});
