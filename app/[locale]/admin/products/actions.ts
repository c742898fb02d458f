"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { addStock, createProduct, markOutOfStock, setStock, updateProduct } from "@/lib/catalog/admin-products";
import { removeProduct } from "@/lib/catalog/product-reads";
import { MAX_PRODUCT_IMAGES } from "@/lib/media/image-limits";
import { saveUploadedImage } from "@/lib/media/uploads";
import {
  keptImageSchema,
  productDetailsSchema,
  productFormFields,
  productFormSchema,
} from "@/lib/validation/admin-product";
import { receivedUnitsSchema, stockQuantitySchema } from "@/lib/validation/admin-stock";
import { recordIdSchema } from "@/lib/validation/ids";

const productId = recordIdSchema("Product ID");

/** The images to keep and the new ones, stored now; each file is checked again here (lib/media/uploads.ts). */
async function imagesFrom(formData: FormData): Promise<string[]> {
  const kept = formData.getAll("images").map((value) => keptImageSchema.parse(value));
  const files = formData.getAll("newImages").filter((value): value is File => value instanceof File && value.size > 0);
  if (kept.length + files.length > MAX_PRODUCT_IMAGES)
    throw new z.ZodError([{ code: "custom", path: ["images"], message: `At most ${MAX_PRODUCT_IMAGES} images` }]);
  const uploaded: string[] = [];
  for (const file of files) uploaded.push(await saveUploadedImage(file));
  return [...kept, ...uploaded];
}

/** Creates a product (id null), with its first stock, or saves an existing one's details. */
export async function saveProductAction(
  id: string | null,
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  const result = await asAdmin(async () => {
    const fields = productFormFields(formData);
    if (id) {
      const details = productDetailsSchema.parse(fields);
      await updateProduct(productId.parse(id), details, await imagesFrom(formData));
      revalidatePath(`/admin/products/${id}`);
      return { ok: true, message: "Product saved" };
    }
    const form = productFormSchema.parse(fields);
    return { ok: true, message: "Product created", id: await createProduct(form, await imagesFrom(formData)) };
  });
  if (result.ok && !id && result.id) redirect(`/admin/products/${result.id}?created=1`);
  return result;
}

export async function setStockAction(id: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async () => {
    const quantity = stockQuantitySchema.parse(formData.get("stockQuantity"));
    await setStock(productId.parse(id), quantity);
    revalidatePath(`/admin/products/${id}`);
    return { ok: true, message: `Stock set to ${quantity}` };
  });
}

export async function addStockAction(id: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async () => {
    const units = receivedUnitsSchema.parse(formData.get("receivedUnits"));
    const stock = await addStock(productId.parse(id), units);
    revalidatePath(`/admin/products/${id}`);
    return { ok: true, message: `Added ${units} received ${units === 1 ? "unit" : "units"}: stock is now ${stock}` };
  });
}

export async function markOutOfStockAction(id: string): Promise<ActionResult> {
  return asAdmin(async () => {
    await markOutOfStock(productId.parse(id));
    revalidatePath(`/admin/products/${id}`);
    return { ok: true, message: "Marked out of stock" };
  });
}

export async function deleteProductAction(id: string): Promise<ActionResult> {
  const result = await asAdmin(async () => {
    await removeProduct(productId.parse(id));
    return { ok: true, message: "Product deleted" };
  });
  if (result.ok) redirect("/admin/products?deleted=1");
  return result;
}
