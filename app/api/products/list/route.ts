import { CACHE_TAGS } from "@/lib/cache/storefront-cache";
import { listProducts } from "@/lib/catalog/product-reads";
import { cachedAnswer } from "@/lib/http/cached-answer";
import { apiRoute } from "@/lib/http/responses";
import type { Locale } from "@/lib/i18n/locales";
import { catalogueLocaleSchema } from "@/lib/validation/catalogue";
import { toProductJson } from "@/lib/wire/product";

const catalogueAnswer = cachedAnswer("products-list", CACHE_TAGS.catalogue, async (locale: Locale) => ({
  products: (await listProducts(locale)).map(toProductJson),
}));

// GET /api/products/list[?locale=hi] – the whole catalogue, newest first, in English or Hindi
export const GET = apiRoute(
  (request) =>
    catalogueAnswer(catalogueLocaleSchema.parse(new URL(request.url).searchParams.get("locale") ?? undefined)),
  { sharedCache: true },
);
