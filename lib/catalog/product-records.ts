/**
 * Transitional: lib/client/orders.ts (the orders work) still names the API's product shape
 * ProductRecord. Delete once it imports ProductJson from lib/wire/product.ts.
 */
export type { ProductJson as ProductRecord } from "../wire/product";
