/**
 * The pincode this tab last quoted delivery for (cart or checkout), so the cart and the checkout's
 * payment step show the same place's charges; before any, the checkout draft's. Cleared at logout.
 */
import { PINCODE_PATTERN } from "../validation/delivery";
import { readCheckoutDraft } from "./checkout-draft";
import { readText, writeText } from "./storage";

const valid = (pincode: string | null | undefined) => (pincode && PINCODE_PATTERN.test(pincode) ? pincode : null);

export function readDeliveryPincode(): string | null {
  return valid(readText("session", "deliveryPincode")) ?? valid(readCheckoutDraft()?.address.zipcode);
}

export function rememberDeliveryPincode(pincode: string): void {
  if (valid(pincode)) writeText("session", "deliveryPincode", pincode);
}
