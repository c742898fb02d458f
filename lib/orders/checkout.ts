/**
 * The checkout's pure parts (SPEC §2, §5): step checks, the profile prefill and the order
 * placement payload. No I/O, so the screen and the tests share them.
 */
import type { CartLine, CartTotals } from "../cart/cart-lines";
import { deliveryDaysText, FALLBACK_DELIVERY_DAYS } from "../delivery/estimate";
import type { PincodeData, ShippingCostJson } from "../wire/delivery";
import { toRupeeNumber, type Paise } from "../money";
import { addressSchema, type DeliveryAddress } from "../validation/order";
import type { PaymentMethodValue } from "./payment-method";

export type AddressForm = Omit<DeliveryAddress, "country"> & { country: "India" };

export const EMPTY_ADDRESS: AddressForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  street: "",
  city: "",
  state: "",
  zipcode: "",
  country: "India",
};

/** Name, e-mail and phone from the profile; the name splits into first name and the rest (SPEC §3). */
export function prefillAddress(user: { name: string; email: string; phone: string | null }): AddressForm {
  const [firstName = "", ...rest] = user.name.trim().split(/\s+/);
  return { ...EMPTY_ADDRESS, firstName, lastName: rest.join(" "), email: user.email, phone: user.phone ?? "" };
}

/** Step 2's first problem, in the spec's words, or null when the address can be reviewed. */
export function addressProblem(address: AddressForm, pincodeServiceable: boolean): string | null {
  const result = addressSchema.safeParse(address);
  if (!result.success) return result.error.issues[0]?.message ?? "Please fill in all required fields";
  if (!pincodeServiceable) return "Please enter a valid and serviceable pincode";
  return null;
}

export interface PlacementInput {
  lines: readonly CartLine[];
  totals: CartTotals;
  shipping: { total: Paise; cost: ShippingCostJson };
  address: AddressForm;
  paymentMethod: PaymentMethodValue;
  orderNotes: string;
  pincodeData: PincodeData;
  /** Null when checkout could not get one. */
  estimatedDelivery: string | null;
}

/** The order placement payload of SPEC §3; the server recomputes every price and refuses a different total. */
export function placementPayload(input: PlacementInput) {
  return {
    items: input.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      price: toRupeeNumber(line.unitPrice),
      quantity: line.quantity,
      weight: line.shippingWeight,
      image: line.image ?? "",
    })),
    amount: toRupeeNumber(input.totals.subtotal + input.shipping.total),
    address: input.address,
    paymentMethod: input.paymentMethod,
    orderNotes: input.orderNotes.trim(),
    deliveryInfo: {
      pincodeData: input.pincodeData,
      estimatedDelivery: input.estimatedDelivery ?? deliveryDaysText(FALLBACK_DELIVERY_DAYS),
      shippingCost: input.shipping.cost,
      totalWeight: input.totals.shippingWeight,
    },
  };
}
