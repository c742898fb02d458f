import { useTranslations } from "next-intl";
import type { AddressForm } from "@/lib/orders/checkout";

/** A delivery address as an Indian parcel label reads: name, street, city, state, pincode, contact. */
export function PostalAddress({ address, className = "" }: { address: AddressForm; className?: string }) {
  // The store delivers in India only: the country is always "India", named in the page's language.
  const t = useTranslations("checkout.address");
  return (
    // A long e-mail address breaks anywhere rather than run past a phone's screen.
    <address className={`not-italic wrap-anywhere ${className}`}>
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.city}, {address.state} {address.zipcode}, {t("india")}
      <br />
      {address.phone} · {address.email}
    </address>
  );
}
