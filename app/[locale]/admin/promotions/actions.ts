"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { createPromotion, generateCodes, setPromotionPaused } from "@/lib/promotions/admin-promotions";
import { recordFormSchema, toggleFormSchema } from "@/lib/validation/admin-actions";
import { codeBatchSchema, promotionFormSchema } from "@/lib/validation/promotion";

export async function createPromotionAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const result = await asAdmin(async () => {
    const id = await createPromotion(promotionFormSchema.parse(Object.fromEntries(formData)));
    return { ok: true, message: "Promotion created.", id };
  });
  // Outside asAdmin: redirect() works by throwing.
  if (result.ok) redirect(`/admin/promotions/${result.id}?created=1`);
  return result;
}

/** `value` true pauses the promotion, false resumes it. */
export async function pausePromotionAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const { id, value } = toggleFormSchema.parse(Object.fromEntries(formData));
    await setPromotionPaused(id, value);
    revalidatePath(`/admin/promotions/${id}`);
    return { ok: true, message: value ? "Paused: no cart gets it until it is resumed." : "Resumed." };
  });
}

export async function generateCodesAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const { id } = recordFormSchema.parse(Object.fromEntries(formData));
    const { count, prefix } = codeBatchSchema.parse(Object.fromEntries(formData));
    const made = await generateCodes(id, count!, prefix);
    revalidatePath(`/admin/promotions/${id}`);
    return { ok: true, message: `${made} single-use codes made: download them as CSV below.` };
  });
}
