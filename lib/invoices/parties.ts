/**
 * Who a tax document (or a proforma invoice) is to: a consumer at the delivery address; a
 * registered business at its billing address, with its GSTIN, and the delivery address as where
 * the goods go (CGST Rules, rule 46).
 */
import type { BusinessBuyer } from "../business/business-buyer";
import type { TaxDocumentSnapshot } from "./snapshot";

export interface DeliveryAddress {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export function parties(
  address: DeliveryAddress,
  business: BusinessBuyer | null,
): Pick<TaxDocumentSnapshot, "buyer" | "shipTo"> {
  const recipient = `${address.firstName} ${address.lastName}`.trim();
  const delivery = [address.street, `${address.city}, ${address.state} ${address.pincode}`, address.country];
  if (!business) {
    return { buyer: { name: recipient, addressLines: delivery, phone: address.phone, gstin: null }, shipTo: null };
  }
  return {
    buyer: {
      name: business.legalName,
      addressLines: [business.street, `${business.city}, ${business.state} ${business.pincode}`, "India"],
      phone: address.phone,
      gstin: business.gstin,
    },
    shipTo: { name: recipient, addressLines: delivery },
  };
}
