/**
 * The pincode this tab last quoted delivery for (cart or checkout), so the cart and the checkout's
 * payment step show the same place's charges; before any, the checkout draft's. Cleared at logout.
 */
import { PINCODE_PATTERN } from "../validation/form-rules";
import { readJson, readText, writeText } from "./storage";

const valid = (pincode: unknown) => (typeof pincode === "string" && PINCODE_PATTERN.test(pincode) ? pincode : null);

/**
 * The draft's pincode is read by itself, not through the draft's zod schema (checkout-draft.ts):
 * the cart loads no zod, and a value that is not a valid pincode is ignored all the same.
 */
export function readDeliveryPincode(): string | null {
  const draft = readJson<{ address?: { zipcode?: unknown } }>("session", "checkout");
  return valid(readText("session", "deliveryPincode")) ?? valid(draft?.address?.zipcode);
}

export function rememberDeliveryPincode(pincode: string): void {
  if (valid(pincode)) writeText("session", "deliveryPincode", pincode);
}
