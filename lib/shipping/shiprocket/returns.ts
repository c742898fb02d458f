/** Reverse pickups (../shared/notes/shiprocket.md §12): a return order, then its AWB like a forward one's. */
import "server-only";
import { z } from "zod";
import type { ShiprocketConfig } from "../config";
import { CourierError } from "../courier-error";
import type { ProviderOrder, ReturnParcel } from "../provider";
import { createOrFind, parcelMeasures, rupees } from "./client";
import { callShiprocket, readAnswer } from "./request";
import { shiprocketDateTime } from "./times";

const partyFields = (prefix: "pickup" | "shipping", party: ReturnParcel["customer"] | ReturnParcel["store"]) => ({
  [`${prefix}_customer_name`]: "firstName" in party ? party.firstName : party.name,
  [`${prefix}_last_name`]: "lastName" in party ? party.lastName : "",
  [`${prefix}_address`]: party.street,
  [`${prefix}_city`]: party.city.slice(0, 30),
  [`${prefix}_state`]: party.state,
  [`${prefix}_country`]: "India",
  [`${prefix}_pincode`]: party.pincode,
  [`${prefix}_email`]: party.email,
  [`${prefix}_phone`]: party.phone,
});

/** Creates the return order there, once (createOrFind: a retried create finds the one it made). */
export async function createReturnOrder(config: ShiprocketConfig, parcel: ReturnParcel): Promise<ProviderOrder> {
  const payload = {
    order_id: parcel.reference,
    order_date: shiprocketDateTime(parcel.placedAt),
    ...partyFields("pickup", parcel.customer),
    ...partyFields("shipping", parcel.store),
    order_items: parcel.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: rupees(item.unitPrice),
      hsn: item.hsnCode,
    })),
    // "should always be prepaid": the customer pays nothing for a return.
    payment_method: "Prepaid",
    sub_total: rupees(parcel.value),
    ...parcelMeasures(config, parcel.weightGrams),
  };
  return createOrFind(config, "/orders/create/return", payload);
}

const pickupLocations = z.object({
  data: z.object({
    shipping_address: z.array(
      z.object({
        pickup_location: z.string(),
        name: z.string().default(""),
        email: z.string().default(""),
        phone: z.coerce.string().default(""),
        address: z.string().default(""),
        city: z.string(),
        state: z.string(),
        pin_code: z.coerce.string(),
      }),
    ),
  }),
});

/** The store's pickup location as the panel keeps it: where its returns are delivered. */
export async function pickupLocationAddress(config: ShiprocketConfig): Promise<ReturnParcel["store"]> {
  const { body } = await callShiprocket(config, "GET", "/settings/company/pickup");
  const location = readAnswer(pickupLocations, body, "pickup locations").data.shipping_address.find(
    (entry) => entry.pickup_location === config.pickupLocation,
  );
  if (!location) throw new CourierError(`Shiprocket has no pickup location named "${config.pickupLocation}"`, false);
  return {
    name: location.name,
    street: location.address,
    city: location.city,
    state: location.state,
    pincode: location.pin_code,
    phone: location.phone,
    email: location.email,
  };
}
