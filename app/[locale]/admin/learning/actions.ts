"use server";

import { revalidatePath } from "next/cache";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { saveTopicTitles } from "@/lib/learning/admin-learning";
import { topicTitlesSchema } from "@/lib/validation/learning";

export async function saveTopicTitlesAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const titles = topicTitlesSchema.parse({
      slug: formData.get("slug"),
      titleEn: formData.get("titleEn"),
      titleHi: formData.get("titleHi"),
    });
    await saveTopicTitles(titles);
    revalidatePath("/admin/learning");
    return { ok: true, message: `Saved: ${titles.titleEn}` };
  });
}
