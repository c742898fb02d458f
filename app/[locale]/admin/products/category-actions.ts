"use server";

import { revalidatePath } from "next/cache";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { saveCategoryName } from "@/lib/catalog/admin-category-names";
import { categoryNameSchema } from "@/lib/validation/product-hindi";

export async function saveCategoryNameAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return asAdmin(async () => {
    const { category, nameHi } = categoryNameSchema.parse({
      category: formData.get("category"),
      nameHi: formData.get("nameHi"),
    });
    await saveCategoryName(category, nameHi);
    revalidatePath("/admin/products/categories");
    return { ok: true, message: nameHi ? `${category}: Hindi name saved` : `${category}: Hindi name removed` };
  });
}
