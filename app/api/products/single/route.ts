import { productTag } from "@/lib/cache/storefront-cache";
import { getProduct } from "@/lib/catalog/product-reads";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { readJson } from "@/lib/http/body";
import { cachedAnswer } from "@/lib/http/cached-answer";
import { apiRoute } from "@/lib/http/responses";
import { productIdBodySchema } from "@/lib/validation/ids";
import { toProductJson } from "@/lib/wire/product";

const productAnswer = cachedAnswer(
  "product",
  ([productId]) => [productTag(productId)],
  async (productId: string) => ({ product: toProductJson(await getProduct(productId, DEFAULT_LOCALE)) }),
);

// POST /api/products/single – one product by id
export const POST = apiRoute(async (request) =>
  productAnswer((await readJson(request, productIdBodySchema)).productId),
);
