"use server";

import { revalidatePath } from "next/cache";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import {
  removeActivitySheet,
  removeProductLink,
  saveActivitySheet,
  saveProductLink,
} from "@/lib/learning/admin-learning";
import {
  ACTIVITY_SHEET_TEXTS,
  activitySheetSchema,
  learningLinkKeySchema,
  learningLinkSchema,
} from "@/lib/validation/learning";

/** Links the product to a chapter or skill with a sentence on how in each language, or rewords its link. */
export async function saveLearningLinkAction(
  productId: string,
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return asAdmin(async () => {
    const link = learningLinkSchema.parse({
      productId,
      topic: formData.get("topic"),
      howEn: formData.get("howEn"),
      howHi: formData.get("howHi"),
    });
    await saveProductLink(link);
    revalidatePath(`/admin/products/${productId}`);
    return { ok: true, message: "Saved: the product's page and the topic's page say so" };
  });
}

export async function removeLearningLinkAction(productId: string, topic: string): Promise<ActionResult> {
  return asAdmin(async () => {
    learningLinkKeySchema.parse({ productId, topic });
    await removeProductLink(productId, topic);
    revalidatePath(`/admin/products/${productId}`);
    return { ok: true, message: "Removed from what the product teaches" };
  });
}

/** Writes or rewrites the activity sheet of the product's link to a topic. */
export async function saveActivitySheetAction(
  productId: string,
  topic: string,
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return asAdmin(async () => {
    const texts = Object.fromEntries(ACTIVITY_SHEET_TEXTS.map((field) => [field, formData.get(field)]));
    await saveActivitySheet(activitySheetSchema.parse({ productId, topic, ...texts }));
    revalidatePath(`/admin/products/${productId}`);
    return { ok: true, message: "Saved: the sheet downloads from the product's and the topic's pages" };
  });
}

export async function removeActivitySheetAction(productId: string, topic: string): Promise<ActionResult> {
  return asAdmin(async () => {
    learningLinkKeySchema.parse({ productId, topic });
    await removeActivitySheet(productId, topic);
    revalidatePath(`/admin/products/${productId}`);
    return { ok: true, message: "Activity sheet removed" };
  });
}
