import { getProductRecord } from "@/lib/catalog/product-records";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { productIdBodySchema } from "@/lib/validation/ids";

// POST /api/products/single – one product by id
export const POST = apiRoute(async (request) => {
  const { productId } = await readJson(request, productIdBodySchema);
  return ok({ product: await getProductRecord(productId) });
});
