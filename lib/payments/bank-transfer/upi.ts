/**
 * The UPI payment address a QR code carries (NPCI's deep link): any UPI app scanning it opens a
 * payment of exactly `amount` to the store's UPI ID, with the document's number as its note.
 */
import { toRupeeString, type Paise } from "../../money";

export function upiPaymentUri({
  upiId,
  payeeName,
  amount,
  note,
}: {
  upiId: string;
  payeeName: string;
  amount: Paise;
  note: string;
}): string {
  const query = new URLSearchParams({ pa: upiId, pn: payeeName, am: toRupeeString(amount), cu: "INR", tn: note });
  // UPI apps read %20, not URLSearchParams's "+", as a space.
  return `upi://pay?${query.toString().replaceAll("+", "%20")}`;
}
