/**
 * The courier provider the store books with: Shiprocket (a real account or, on this machine, its
 * simulator), or none when SHIPROCKET_ENV=off: then every parcel goes by the manual courier, the
 * operator recording its courier and number with the move to Shipped.
 */
import "server-only";
import { env } from "../env";
import { conflict } from "../http/errors";
import type { CourierProvider } from "./provider";
import { shiprocketProvider } from "./shiprocket/provider";

export function courierProvider(): CourierProvider | null {
  const config = env().shiprocket;
  return config ? shiprocketProvider(config) : null;
}

/** The provider, for an operator's booking; refused (409) when the store ships by hand. */
export function bookingProvider(): CourierProvider {
  const provider = courierProvider();
  if (!provider) throw conflict("Courier booking is off (SHIPROCKET_ENV=off): ship by hand");
  return provider;
}
