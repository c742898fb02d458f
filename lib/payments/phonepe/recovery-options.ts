/**
 * What a customer whose online payment failed or is still open may do next (the verify page's
 * buttons): pay again, and pay on delivery instead where the pincode and the COD limits allow.
 */
import "server-only";
import { payOnDeliveryOption, type PayOnDeliveryOption } from "../../orders/pay-on-delivery";
import { mayRetryPayment } from "./retry-payment";

export interface RecoveryOptions {
  retry: boolean;
  payOnDelivery: PayOnDeliveryOption;
}

export async function recoveryOptions(userId: string, orderId: string): Promise<RecoveryOptions> {
  const [retry, payOnDelivery] = await Promise.all([
    mayRetryPayment(userId, orderId),
    payOnDeliveryOption(userId, orderId),
  ]);
  return { retry, payOnDelivery };
}
