"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { createProduct, markOutOfStock, setStock, updateProduct } from "@/lib/catalog/admin-products";
import { removeProduct } from "@/lib/catalog/product-reads";
import { saveUploadedImage } from "@/lib/media/uploads";
import {
  MAX_PRODUCT_IMAGES,
  keptImageSchema,
  productFormFields,
  productFormSchema,
} from "@/lib/validation/admin-product";
import { recordIdSchema } from "@/lib/validation/ids";
const productId = recordIdSchema("Product ID");

async function imagesFrom(formData: FormData): Promise<string[]> {
  const kept = formData.getAll("images").map((value) => keptImageSchema.parse(value));
  const files = formData.getAll("newImages").filter((value): value is File => value instanceof File && value.size > 0);
  if (kept.length + files.length > MAX_PRODUCT_IMAGES)
    throw new z.ZodError([{ code: "custom", path: ["images"], message: `At most ${MAX_PRODUCT_IMAGES} images` }]);
  const uploaded: string[] = [];
  for (const file of files) uploaded.push(await saveUploadedImage(file));
  return [...kept, ...uploaded];
}

export async function saveProductAction(
  id: string | null,
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  const result = await asAdmin(async () => {
    const form = productFormSchema.parse(productFormFields(formData));
    const images = await imagesFrom(formData);
    if (id) {
      await updateProduct(productId.parse(id), form, images);
      revalidatePath(`/admin/products/${id}`);
      return { ok: true, message: "Product saved" };
    }
    return { ok: true, message: "Product created", id: await createProduct(form, images) };
  });
  if (result.ok && !id && result.id) redirect(`/admin/products/${result.id}?created=1`);
  return result;
}

export async function setStockAction(id: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async () => {
    const quantity = z.coerce
      .number({ error: "Stock must be a whole number" })
      .int("Stock must be a whole number")
      .min(0, "Stock cannot be negative")
      .max(100_000, "Stock must be at most 100000")
      .parse(formData.get("stockQuantity"));
    await setStock(productId.parse(id), quantity);
    revalidatePath(`/admin/products/${id}`);
    return { ok: true, message: `Stock set to ${quantity}` };
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
