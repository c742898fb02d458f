/** An order as the parcel a courier is asked to carry (./provider.ts), from what the order kept when placed. */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { toPaise } from "../money";
import { addressSnapshot, deliverySnapshot } from "../orders/snapshots";
import type { ParcelOrder } from "./provider";

/** The lines still ordered: units the customer cancelled before dispatch are not in the parcel. */
export const parcelOrderInclude = {
  items: { where: { quantity: { gt: 0 } }, orderBy: { id: "asc" } },
} satisfies Prisma.OrderInclude;
type OrderWithItems = Prisma.OrderGetPayload<{ include: typeof parcelOrderInclude }>;

/** Couriers take a 10-digit Indian mobile number. */
const tenDigits = (phone: string) => phone.replace(/\D/g, "").slice(-10);

export function parcelOrder(order: OrderWithItems, reference: string): ParcelOrder {
  const address = addressSnapshot.parse(order.address);
  const delivery = deliverySnapshot.parse(order.deliveryInfo);
  const due = toPaise(order.amount) - toPaise(order.paidByCredit);
  return {
    reference,
    placedAt: order.createdAt,
    customer: {
      firstName: address.firstName,
      lastName: address.lastName,
      email: address.email,
      phone: tenDigits(address.phone),
      street: address.street,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
    },
    items: order.items.map((item) => ({
      name: item.name,
      // The product's id is its stock-keeping unit; a deleted product's line keeps its own.
      sku: item.productId ?? item.id,
      units: item.quantity,
      unitPrice: toPaise(item.unitPrice),
      gstRate: item.gstRate,
      hsnCode: item.hsnCode,
    })),
    // A paid order is prepaid for the courier; cash on delivery collects what gift cards and store
    // credit left to pay, and a parcel they paid in full goes as prepaid.
    cashOnDelivery: order.paymentMethod === "COD" && !order.paid && due > 0,
    shipping: toPaise(order.shipping),
    total: order.paymentMethod === "COD" && !order.paid ? due : toPaise(order.amount),
    weightGrams: delivery.totalWeight,
  };
}
