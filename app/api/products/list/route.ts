import { listProductRecords } from "@/lib/catalog/product-records";
import { apiRoute, ok } from "@/lib/http/responses";

// GET /api/products/list – the whole catalogue, newest first
export const GET = apiRoute(async () => ok({ products: await listProductRecords() }));
