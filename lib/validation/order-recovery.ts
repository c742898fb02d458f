import { z } from "zod";
import { recordIdSchema } from "./ids";

/** The order a customer pays again for, or switches to cash on delivery. */
export const orderRecoverySchema = z.object({ orderId: recordIdSchema("Order ID") });
