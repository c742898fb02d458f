import { describe, expect, it } from "vitest";
import type { Order } from "../orders/order";
import { orderJson, toOrderJson } from "./order";

const order: Order = {
  id: "cm5qa0f3p0002w8e1n6y2c9tu",
  userId: "cm5qa0f3p0001w8e1abcdefgh",
  items: [
    {
      id: "cm5qa0f3p0004w8e1yyyyyyyy",
      productId: "cm5qa0f3p0003w8e1zzzzzzzz",
      name: "Trigno Card",
      image: "/t.svg",
      quantity: 2,
      unitPrice: 44_950,
      discount: 0,
      weight: 300,
    },
  ],
  cancelled: [],
  subtotal: 89_900,
  discount: 0,
  shipping: 7_950,
  amount: 97_850,
  paidByCredit: 20_000,
  address: {
    firstName: "Asha",
    lastName: "Rao",
    email: "asha@example.in",
    phone: "9876543210",
    street: "1 MG Road",
    city: "Jodhpur",
    state: "Rajasthan",
    pincode: "342001",
    country: "India",
  },
  delivery: {
    place: { city: "Jodhpur", state: "Rajasthan", codAvailable: true },
    days: { min: 2, max: 3 },
    shippingCost: {
      total: 7_950,
      details: {
        zone: "A",
        billableWeight: 600,
        base: 2_950,
        additional: 1_000,
        codFee: 4_000,
        freeShippingDiscount: 0,
      },
    },
    totalWeight: 600,
  },
  orderNotes: null,
  businessBuyer: {
    legalName: "Vidya Niketan School Society",
    gstin: "08AAATV1234K1ZF",
    street: "Ratanada Road",
    city: "Jodhpur",
    state: "Rajasthan",
    pincode: "342011",
  },
  purchaseOrder: "VN/PO/2026/118",
  status: "OUT_FOR_DELIVERY",
  paymentMethod: "COD",
  paid: false,
  phonePeOrderId: null,
  courier: "Delhivery",
  trackingNumber: "DL123456789IN",
  invoiceNumber: "GP/2026-27/000042",
  locale: "en",
  confirmBy: null,
  createdAt: new Date(Date.UTC(2026, 10, 23, 6, 0)),
};

describe("an order on the wire", () => {
  it("has the SPEC §3 shape: _id, rupees, the shopper's status and payment words", () => {
    const json = toOrderJson(order);
    expect(json).toMatchObject({
      _id: order.id,
      courier: "Delhivery",
      trackingNumber: "DL123456789IN",
      invoiceNumber: "GP/2026-27/000042",
      business: { gstin: "08AAATV1234K1ZF", legalName: "Vidya Niketan School Society" },
      purchaseOrder: "VN/PO/2026/118",
      items: [{ price: 449.5, quantity: 2 }],
      subtotal: 899,
      shipping: 79.5,
      amount: 978.5,
      paidByCredit: 200,
      status: "Out for delivery",
      paymentMethod: "cod",
      payment: false,
      date: order.createdAt.getTime(),
      address: { zipcode: "342001" },
      deliveryInfo: {
        pincodeData: { city: "Jodhpur", state: "Rajasthan", cod_available: true, prepaid_available: true },
        estimatedDelivery: "2-3 days",
        deliveryDays: { min: 2, max: 3 },
        shippingCost: { total: 79.5, details: { base: 29.5, additional: 10, codFee: 40 } },
      },
    });
  });

  it("is exactly what the browser's schema reads", () => {
    const json = toOrderJson(order);
    expect(orderJson.parse(json)).toEqual(json);
  });
});
