import type { AddressForm } from "@/lib/orders/checkout";

/** A delivery address as an Indian parcel label reads: name, street, city, state, pincode, contact. */
export function PostalAddress({ address, className = "" }: { address: AddressForm; className?: string }) {
  return (
    // A long e-mail address breaks anywhere rather than run past a phone's screen.
    <address className={`not-italic wrap-anywhere ${className}`}>
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.city}, {address.state} {address.zipcode}, {address.country}
      <br />
      {address.phone} · {address.email}
    </address>
  );
}
