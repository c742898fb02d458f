import { z } from "zod";
import { readJson } from "@/lib/http/body";
import { apiRoute, fail, ok } from "@/lib/http/responses";
import { applyCheckoutWebhook, isAuthenticWebhook } from "@/lib/payments/phonepe/webhook";
import { text } from "@/lib/validation/text";

const paymentDetailSchema = z.looseObject({
  transactionId: text().max(100),
  paymentMode: z.enum(["UPI_INTENT", "UPI_COLLECT", "UPI_QR", "CARD", "NET_BANKING"]),
  timestamp: z.number(),
  amount: z.number().int(),
  state: z.enum(["PENDING", "COMPLETED", "FAILED"]),
  errorCode: text().max(100).optional(),
});

const webhookSchema = z.object({
  event: text().max(100),
  payload: z.looseObject({
    orderId: text().max(100),
    merchantOrderId: text().max(63),
    state: z.enum(["PENDING", "COMPLETED", "FAILED"]),
    amount: z.number().int(),
    payableAmount: z.number().int().default(0),
    feeAmount: z.number().int().default(0),
    expireAt: z.number().default(0),
    errorCode: text().max(100).optional(),
    paymentDetails: z.array(paymentDetailSchema).max(20).default([]),
  }),
});

// POST /api/order/phonepe/webhook – PhonePe's checkout events, authenticated by SHA-256(username:password)
export const POST = apiRoute(async (request) => {
  if (!isAuthenticWebhook(request.headers.get("authorization"))) return fail(401, "Unauthorized");
  const { event, payload } = await readJson(request, webhookSchema);
  await applyCheckoutWebhook(event, payload);
  return ok();
});
