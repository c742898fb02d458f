"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { cancelBooking } from "@/lib/shipping/admin-shipping";
import { bookShipment } from "@/lib/shipping/booking";
import { answerFailedDelivery, deliveryAnswerSchema } from "@/lib/shipping/failed-deliveries";
import { recordIdSchema } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";

/** "<courier id>:<its charge in paise>", or "recommended" to let Shiprocket choose. */
const courierChoiceSchema = z.object({
  courier: text({ error: "Choose a courier" })
    .regex(/^(recommended|\d{1,9}:\d{1,9})$/, "Choose a courier")
    .transform((choice) => {
      if (choice === "recommended") return { courierId: null, charge: null };
      const [courierId, charge] = choice.split(":").map(Number);
      return { courierId: courierId!, charge: charge! };
    }),
});

export async function bookCourierAction(orderId: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async (admin) => {
    const { courier } = courierChoiceSchema.parse({ courier: formData.get("courier") });
    const shipment = await bookShipment(recordIdSchema("Order ID").parse(orderId), courier, {
      kind: "admin",
      id: admin.id,
    });
    revalidatePath(`/admin/orders/${orderId}`);
    return { ok: true, message: `Booked with ${shipment.courierName ?? "the courier"}: AWB ${shipment.awb}` };
  });
}

export async function answerDeliveryAction(orderId: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async (admin) => {
    const choice = formData.get("answer");
    const [action, preferredDate] = (typeof choice === "string" ? choice : "").split(":");
    const answer = deliveryAnswerSchema().parse({
      action,
      preferredDate,
      phone: formData.get("phone") ?? undefined,
      landmark: formData.get("landmark") ?? undefined,
    });
    await answerFailedDelivery(recordIdSchema("Order ID").parse(orderId), answer, admin.id);
    revalidatePath(`/admin/orders/${orderId}`);
    return { ok: true, message: "Sent to the courier" };
  });
}

export async function cancelBookingAction(orderId: string, shipmentId: string): Promise<ActionResult> {
  return asAdmin(async () => {
    await cancelBooking(recordIdSchema("Shipment ID").parse(shipmentId));
    revalidatePath(`/admin/orders/${orderId}`);
    return { ok: true, message: "Booking cancelled" };
  });
}
