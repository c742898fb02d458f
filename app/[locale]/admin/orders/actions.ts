"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { OrderStatus } from "@/lib/generated/prisma/enums";
import { toPaise } from "@/lib/money";
import { changeOrderStatus } from "@/lib/orders/admin-orders";
import { answerConfirmation } from "@/lib/orders/cod-confirmation/answer";
import { recordCashCollected } from "@/lib/orders/cash-collection";
import { orderStatusLabel } from "@/lib/orders/status";
import { followRefund, retryFailedRefund } from "@/lib/payments/phonepe/refunds";
import { recordIdSchema } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";

/** An empty field is no value. */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .transform((value) => value || undefined)
    .optional();

const statusChangeSchema = z
  .object({
    status: z.enum(OrderStatus, { error: "Choose the new status" }),
    note: text().trim().max(500, "The note must be at most 500 characters").optional(),
    courier: optionalText(100, "The courier must be at most 100 characters"),
    trackingNumber: optionalText(100, "The tracking number must be at most 100 characters"),
  })
  // The shipment's details belong to the move to Shipped; the form sends them only then.
  .transform(({ status, note, courier, trackingNumber }) => ({
    status,
    note,
    shipment: status === "SHIPPED" && (courier || trackingNumber) ? { courier, trackingNumber } : undefined,
  }));

export async function changeStatusAction(orderId: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async (admin) => {
    const { status, note, shipment } = statusChangeSchema.parse({
      status: formData.get("status"),
      note: formData.get("note") ?? undefined,
      courier: formData.get("courier") ?? undefined,
      trackingNumber: formData.get("trackingNumber") ?? undefined,
    });
    await changeOrderStatus(admin, recordIdSchema("Order ID").parse(orderId), status, { note, shipment });
    revalidatePath(`/admin/orders/${orderId}`);
    return { ok: true, message: `Order moved to ${orderStatusLabel(status)}` };
  });
}

const phoneConfirmationSchema = z.object({
  note: text({ error: "Say what the customer said" })
    .trim()
    .min(1, "Say what the customer said")
    .max(300, "The note must be at most 300 characters"),
});

/** An operator confirms a cash on delivery order after calling its customer (issue #33); the note is audited. */
export async function confirmByPhoneAction(orderId: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async (admin) => {
    const { note } = phoneConfirmationSchema.parse({ note: formData.get("note") });
    await answerConfirmation({
      orderId: recordIdSchema("Order ID").parse(orderId),
      answer: "confirm",
      via: "ADMIN",
      by: { kind: "admin", id: admin.id, note },
    });
    revalidatePath(`/admin/orders/${orderId}`);
    return { ok: true, message: "Order confirmed: it can be packed now" };
  });
}

export async function refreshRefundAction(orderId: string, refundId: string): Promise<ActionResult> {
  return asAdmin(async () => {
    const state = await followRefund(recordIdSchema("Refund ID").parse(refundId));
    revalidatePath(`/admin/orders/${orderId}`);
    return { ok: true, message: `Refund is ${state.toLowerCase()}` };
  });
}

export async function retryRefundAction(orderId: string): Promise<ActionResult> {
  return asAdmin(async () => {
    const state = await retryFailedRefund(recordIdSchema("Order ID").parse(orderId));
    revalidatePath(`/admin/orders/${orderId}`);
    return state
      ? { ok: true, message: `Refund is ${state.toLowerCase()}` }
      : { ok: false, message: "No failed refund to retry" };
  });
}

const cashCollectedSchema = z.object({
  amount: text({ error: "Enter the amount collected" })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter the amount collected in rupees, for example 1499.00")
    // ₹0.00 when gift cards and store credit paid it all: nothing was collected, the order is paid.
    .transform((rupees) => toPaise(rupees)),
  collectedOn: text({ error: "Choose the day the cash was collected" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the day the cash was collected"),
});

export async function recordCashAction(orderId: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async (admin) => {
    const collected = cashCollectedSchema.parse({
      amount: formData.get("amount"),
      collectedOn: formData.get("collectedOn"),
    });
    await recordCashCollected(admin, recordIdSchema("Order ID").parse(orderId), collected);
    revalidatePath(`/admin/orders/${orderId}`);
    return { ok: true, message: "Cash collected recorded: the order is paid" };
  });
}
