import { CACHE_TAGS } from "@/lib/cache/storefront-cache";
import { listProducts } from "@/lib/catalog/product-reads";
import { cachedAnswer } from "@/lib/http/cached-answer";
import { apiRoute } from "@/lib/http/responses";
import { toProductJson } from "@/lib/wire/product";

const catalogueAnswer = cachedAnswer("products-list", CACHE_TAGS.catalogue, async () => ({
  products: (await listProducts()).map(toProductJson),
}));

// GET /api/products/list – the whole catalogue, newest first
export const GET = apiRoute(() => catalogueAnswer(), { sharedCache: true });
