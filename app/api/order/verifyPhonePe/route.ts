import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { recoveryOptions } from "@/lib/payments/phonepe/recovery-options";
import { verifyPhonePePayment } from "@/lib/payments/phonepe/verification";
import { recordIdSchema } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";
import { toOrderJson, toRecoveryJson } from "@/lib/wire/order";

const verifySchema = z.object({
  orderId: recordIdSchema("Order ID"),
  merchantOrderId: text({ error: "Missing order information" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, "Invalid payment verification request"),
});

// POST /api/order/verifyPhonePe – ask PhonePe how the caller's payment went and settle the order
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { orderId, merchantOrderId } = await readJson(request, verifySchema);
  const result = await verifyPhonePePayment(caller, orderId, merchantOrderId);
  const recovery = async () => toRecoveryJson(await recoveryOptions(caller.id, orderId));
  switch (result.outcome) {
    case "paid":
      return ok({
        message: result.alreadyPaid ? "Payment already completed successfully!" : "Payment successful",
        paymentState: "COMPLETED",
        order: toOrderJson(result.order),
      });
    case "failed":
      return ok({
        success: false,
        message: "Payment verification failed",
        error: result.reason,
        paymentState: "FAILED",
        order: toOrderJson(result.order),
        recovery: await recovery(),
      });
    case "pending":
      return ok({
        success: false,
        message: "Your payment is still being processed. Please check again in a minute.",
        paymentState: "PENDING",
        order: toOrderJson(result.order),
        recovery: await recovery(),
      });
  }
});
