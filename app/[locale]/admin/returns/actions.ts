"use server";

import { revalidatePath } from "next/cache";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { wakeUp } from "@/lib/jobs/wake-up";
import { moveReturn } from "@/lib/orders/returns/review-return";
import { RETURN_STATUS_LABELS } from "@/lib/orders/returns/policy";
import { returnMoveSchema } from "@/lib/validation/admin-returns";
import { recordIdSchema } from "@/lib/validation/ids";

/** Approves, rejects, marks received or refunds a return request. */
export async function moveReturnAction(returnId: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async (admin) => {
    const move = returnMoveSchema.parse({
      to: formData.get("to"),
      note: formData.get("note") ?? undefined,
      reference: formData.get("reference") ?? undefined,
    });
    const id = recordIdSchema("Return ID").parse(returnId);
    await moveReturn(admin.id, id, move);
    // An approved return's reverse pickup is booked by the courier worker, at once.
    if (move.to === "APPROVED") wakeUp("shipmentTracking");
    revalidatePath(`/admin/returns/${id}`);
    revalidatePath("/admin/returns");
    return { ok: true, message: RETURN_STATUS_LABELS[move.to] };
  });
}
