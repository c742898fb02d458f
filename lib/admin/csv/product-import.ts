/**
 * The products import: a row with an ID saves the values that differ as the product form would, a
 * row without one adds a product as the form would. Columns left out of the file keep the product's
 * current values, so an operator may send only the ID and the columns they mean to change.
 */
import "server-only";
import { freeSlug, productData, saveHindi } from "../../catalog/admin-products";
import { hindiFields } from "../../validation/product-hindi";
import type { ImportSpec } from "./import-types";
import {
  PRODUCT_LABELS,
  changedProductFields,
  productCells,
  readProductRow,
  type ProductField,
  type ProductRowValue,
} from "./product-columns";

/** The product form no longer writes the stock (lib/catalog/admin-products.ts); its import does. */
const stockOf = (form: ProductRowValue["form"]) => ({ stockQuantity: form.stockQuantity, inStock: form.inStock });

export const productImport: ImportSpec<ProductField, ProductRowValue> = {
  kind: "products",
  labels: PRODUCT_LABELS,
  idField: "id",
  nameField: "name",
  referenceOnly: [],
  creates: true,
  cellsOf: productCells,
  read: readProductRow,
  changedFields: changedProductFields,
  async write(tx, rows) {
    const created: string[] = [];
    const slugs = new Set<string>();
    for (const { productId, value, changed } of rows) {
      const { form, images } = value;
      if (productId) {
        // Only what differs: a value the form would write another way (a listing day's time, a
        // description's leading tab) stays as stored unless its cell was changed.
        const columns: Record<string, unknown> = {
          ...productData(form, images),
          ...stockOf(form),
          date: form.date ?? undefined,
        };
        const data = Object.fromEntries(changed.filter((field) => field in columns).map((f) => [f, columns[f]]));
        if (Object.keys(data).length > 0) await tx.product.update({ where: { id: productId }, data });
        if (changed.some((field) => field in hindiFields)) await saveHindi(tx, productId, form);
        continue;
      }
      const slug = await freeSlug(tx, form.name, slugs);
      slugs.add(slug);
      const product = await tx.product.create({
        data: { ...productData(form, images), ...stockOf(form), slug, date: form.date ?? new Date() },
        select: { id: true },
      });
      await saveHindi(tx, product.id, form);
      created.push(product.id);
    }
    return created;
  },
};
