/** The account calls a store reads its setup from: the wallet and the pickup locations (note §2, rows 28–29). */
import type { SimulatorContext } from "./context";
import type { ApiReply } from "./http";

/** The balance is a string with paise, negative once RTO charges overdraw it. */
export const handleWalletBalance = (ctx: SimulatorContext): ApiReply => ({
  status: 200,
  body: { data: { balance_amount: ctx.state.wallet.toFixed(2) } },
});

export const handlePickupLocations = (ctx: SimulatorContext): ApiReply => ({
  status: 200,
  body: {
    data: {
      shipping_address: ctx.config.pickupLocations.map((location, index) => ({
        id: 1_000 + index,
        pickup_location: location.nickname,
        name: location.name ?? "Warehouse",
        email: location.email ?? "warehouse@example.in",
        phone: location.phone ?? "9000000000",
        address: location.address ?? "Warehouse",
        address_2: "",
        city: location.city,
        state: location.state,
        country: "India",
        pin_code: location.pincode,
        phone_verified: location.phoneVerified === false ? 0 : 1,
        status: 2,
      })),
      allow_more: "1",
    },
  },
});
