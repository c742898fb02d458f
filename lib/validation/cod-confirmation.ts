import { z } from "zod";
import { recordIdSchema } from "./ids";

/** A cash on delivery order's confirmation, answered by the order's signed link (POST /api/track/{token}/confirmation). */
export const confirmationAnswerSchema = z.object({
  answer: z.enum(["confirm", "cancel"], { error: "Answer must be confirm or cancel" }),
});

/** The same by its signed-in customer (POST /api/order/confirmation). */
export const ownConfirmationAnswerSchema = confirmationAnswerSchema.extend({ orderId: recordIdSchema("Order ID") });
