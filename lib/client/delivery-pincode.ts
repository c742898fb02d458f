/**
 * The pincode this browser last checked delivery for (the product page, the cart or checkout),
 * so each of them starts from it and shows the same place's date and charges; before any, the
 * checkout draft's. Kept across visits, as shoppers expect a store to remember where they live;
 * cleared at logout.
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
  return valid(readText("local", "deliveryPincode")) ?? valid(draft?.address?.zipcode);
}

export function rememberDeliveryPincode(pincode: string): void {
  if (valid(pincode)) writeText("local", "deliveryPincode", pincode);
}
