import { listProducts } from "@/lib/catalog/products";
import { apiRoute, ok } from "@/lib/http/responses";
import { toProductJson } from "@/lib/wire/product";

// GET /api/products/list – the whole catalogue, newest first
export const GET = apiRoute(async () => ok({ products: (await listProducts()).map(toProductJson) }), {
  sharedCache: true,
});
