import { productTag } from "@/lib/cache/storefront-cache";
import { getProduct } from "@/lib/catalog/product-reads";
import { readJson } from "@/lib/http/body";
import { cachedAnswer } from "@/lib/http/cached-answer";
import { apiRoute } from "@/lib/http/responses";
import type { Locale } from "@/lib/i18n/locales";
import { productReadBodySchema } from "@/lib/validation/catalogue";
import { toProductJson } from "@/lib/wire/product";

const productAnswer = cachedAnswer(
  "product",
  ([productId]) => [productTag(productId)],
  async (productId: string, locale: Locale) => ({ product: toProductJson(await getProduct(productId, locale)) }),
);

// POST /api/products/single – one product by id, in English or (`locale: "hi"`) Hindi
export const POST = apiRoute(async (request) => {
  const { productId, locale } = await readJson(request, productReadBodySchema);
  return productAnswer(productId, locale);
});
