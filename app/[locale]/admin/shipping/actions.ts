"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { displayOrderId } from "@/lib/orders/order-view";
import { bookMany } from "@/lib/shipping/shipping-queue";
import { recordIdSchema } from "@/lib/validation/ids";

const orderIdsSchema = z.array(recordIdSchema("Order ID")).min(1, "Choose the orders to book");

export async function bookManyAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const orderIds = orderIdsSchema.parse(formData.getAll("orderId"));
    const { booked, failed } = await bookMany(orderIds, { kind: "admin", id: admin.id });
    revalidatePath("/admin/shipping");
    const failures = failed.map(({ orderId, reason }) => `#${displayOrderId(orderId)}: ${reason}`).join("; ");
    return failed.length === 0
      ? { ok: true, message: `Booked ${booked} ${booked === 1 ? "order" : "orders"}` }
      : { ok: false, message: `Booked ${booked}; not booked: ${failures}` };
  });
}
