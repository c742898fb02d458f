"use server";

import { revalidatePath } from "next/cache";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { BOOKED, describeOutcome } from "@/lib/admin/bulk-outcome";
import { bookMany } from "@/lib/shipping/shipping-queue";
import { orderIdsSchema } from "@/lib/validation/bulk-orders";

export async function bookManyAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const orderIds = orderIdsSchema.parse(formData.getAll("orderId"));
    const outcome = await bookMany(orderIds, { kind: "admin", id: admin.id });
    revalidatePath("/admin/shipping");
    return describeOutcome(outcome, BOOKED);
  });
}
