"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { moderateReview, replyToReview } from "@/lib/reviews/moderation";
import { recordIdSchema } from "@/lib/validation/ids";
import { reviewReplySchema } from "@/lib/validation/reviews";

const moderationSchema = z.object({
  id: recordIdSchema("Review ID"),
  status: z.enum(["APPROVED", "HIDDEN"], { error: "Choose approve or hide" }),
});

const replySchema = z.object({ id: recordIdSchema("Review ID"), reply: reviewReplySchema });

/** Approves (publishes) or hides a review. */
export async function moderateReviewAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const { id, status } = moderationSchema.parse({ id: formData.get("id"), status: formData.get("status") });
    await moderateReview(id, status);
    revalidatePath("/admin/reviews");
    return { ok: true, message: status === "APPROVED" ? "Review approved" : "Review hidden" };
  });
}

/** Saves the store's public reply under a review; an empty reply removes it. */
export async function replyToReviewAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const { id, reply } = replySchema.parse({ id: formData.get("id"), reply: formData.get("reply") ?? "" });
    await replyToReview(id, reply);
    revalidatePath("/admin/reviews");
    return { ok: true, message: reply ? "Reply saved" : "Reply removed" };
  });
}
