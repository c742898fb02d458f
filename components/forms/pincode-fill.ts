import { checkPincode } from "@/lib/client/delivery";

/**
 * Once a typed pincode is complete, fills in its city and state from India Post's directory (as the
 * address book does), unless the shopper has typed another pincode meanwhile.
 */
export function fillFromPincode(
  typed: string,
  current: () => string,
  fill: (place: { city: string; state: string }) => void,
): void {
  const pincode = typed.trim();
  if (!/^\d{6}$/.test(pincode)) return;
  void checkPincode(pincode).then((answer) => {
    if (answer.serviceable && current().trim() === pincode) fill(answer.data);
  });
}
