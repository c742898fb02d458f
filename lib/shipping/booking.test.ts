import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { runShiprocketSimulator } from "@/test/support/shiprocket";
import { db } from "../db";
import { bookShipment, continueBooking } from "./booking";
import { parcelOrder, parcelOrderInclude } from "./parcel";
import { toRupeeNumber } from "../money";
import { cancelOwnOrder } from "../orders/cancel-order";
import { courierProvider } from "./courier";
import { createFirstShipment } from "@/test/support/shipments";

const shiprocket = runShiprocketSimulator();
beforeAll(ensureTestPincodes);

const DELHIVERY = 43;
const creates = () =>
  shiprocket
    .simulator()
    .calls()
    .filter((call) => call.path.endsWith("/orders/create/adhoc"));
const thereFor = (reference: string) =>
  shiprocket
    .simulator()
    .shipments()
    .filter((shipment) => shipment.channelOrderId === reference);

/** An order's shipment reserved by hand and its order created at Shiprocket, the answer not saved. */
async function createdThereOnly() {
  const { order } = await placeTestOrder();
  const reserved = await createFirstShipment(order.id, { pincode: "342001" });
  const row = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: parcelOrderInclude });
  return { reserved, there: await courierProvider()!.createOrder(parcelOrder(row, reserved.reference)) };
}

describe("booking an order's parcel with Shiprocket", () => {
  it("creates it, assigns the chosen courier's AWB, schedules the pickup and gets the label; the order is packing", async () => {
    const { order, admin } = await placeTestOrder();
    const shipment = await bookShipment(
      order.id,
      { courierId: DELHIVERY, charge: 8_250 },
      { kind: "admin", id: admin.id },
    );

    expect(shipment).toMatchObject({
      state: "BOOKED",
      reference: `${order.id}-1`,
      courierCompanyId: DELHIVERY,
      courierName: "Delhivery Surface",
      paymentMethod: "COD",
    });
    expect(shipment.awb).toMatch(/^\d{14}$/);
    expect(shipment.pickupScheduledFor).toBeInstanceOf(Date);
    expect(shipment.labelUrl).toMatch(/\/labels\/\d+\.pdf$/);
    expect(String(shipment.freight)).toBe("82.5");
    const [there] = thereFor(shipment.reference);
    expect(there).toMatchObject({ awb: shipment.awb, shipmentId: Number(shipment.providerShipmentId) });
    const saved = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(saved).toMatchObject({ status: "PACKING", courier: "Delhivery Surface", trackingNumber: shipment.awb });
  });

  it("books once: booking again answers the same shipment and calls no create", async () => {
    const { order, admin } = await placeTestOrder();
    const actor = { kind: "admin", id: admin.id } as const;
    const first = await bookShipment(order.id, { courierId: null }, actor);
    const createsBefore = creates().length;
    const again = await bookShipment(order.id, { courierId: DELHIVERY }, actor);

    expect(again.id).toBe(first.id);
    expect(again.awb).toBe(first.awb);
    expect(creates()).toHaveLength(createsBefore);
    expect(await db().shipment.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("finds the order Shiprocket created when the store stopped before saving it, and books no second", async () => {
    // The shipment reserved, its create sent, the store gone before the answer was saved.
    const { reserved, there: lost } = await createdThereOnly();

    const resumed = await continueBooking(courierProvider()!, reserved.id);
    expect(resumed.providerOrderId).toBe(lost.providerOrderId);
    expect(resumed.state).toBe("BOOKED");
    expect(thereFor(reserved.reference)).toHaveLength(1);
  });

  it("adopts the AWB Shiprocket assigned when its answer was lost, booking nothing twice", async () => {
    const provider = courierProvider()!;
    const { reserved, there } = await createdThereOnly();
    await db().shipment.update({
      where: { id: reserved.id },
      data: { providerOrderId: there.providerOrderId, providerShipmentId: there.providerShipmentId },
    });
    // The AWB call reached Shiprocket; its answer never came back.
    const lost = await provider.assignAwb(there.providerShipmentId, DELHIVERY);

    const booked = await continueBooking(provider, reserved.id);
    expect(booked).toMatchObject({ state: "BOOKED", awb: lost.awb });
    expect(booked.labelUrl).not.toBeNull();
  });

  it("asks the courier to collect the whole order's cash on delivery", async () => {
    const { order, admin } = await placeTestOrder();
    const booked = await bookShipment(order.id, { courierId: null }, { kind: "admin", id: admin.id });
    const [there] = thereFor(booked.reference);
    expect(there).toMatchObject({ paymentMethod: "COD", subTotal: toRupeeNumber(order.amount) });
  });

  it("cancels the booking when the order is cancelled, and refuses once the courier has the parcel", async () => {
    const { order, customer, admin } = await placeTestOrder();
    const booked = await bookShipment(order.id, { courierId: null }, { kind: "admin", id: admin.id });
    await cancelOwnOrder(customer.id, { orderId: order.id, reason: "Ordered by mistake" });
    expect(await db().shipment.findUniqueOrThrow({ where: { id: booked.id } })).toMatchObject({ state: "CANCELLED" });
    expect(thereFor(booked.reference)[0]?.cancelled).toBe(true);

    const second = await placeTestOrder();
    const picked = await bookShipment(second.order.id, { courierId: null }, { kind: "admin", id: second.admin.id });
    await db().shipment.update({ where: { id: picked.id }, data: { state: "IN_TRANSIT" } });
    await expect(
      cancelOwnOrder(second.customer.id, { orderId: second.order.id, reason: "Too late" }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await db().order.findUniqueOrThrow({ where: { id: second.order.id } })).status).toBe("PACKING");
  });

  it("keeps the steps done when the AWB call fails, and finishes them on the next try", async () => {
    const { order, admin } = await placeTestOrder();
    const actor = { kind: "admin", id: admin.id } as const;
    shiprocket.simulator().failNext({ httpStatus: 503, path: "/v1/external/courier/assign/awb" });
    await expect(bookShipment(order.id, { courierId: DELHIVERY }, actor)).rejects.toThrow(/unavailable/);
    const interrupted = await db().shipment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(interrupted).toMatchObject({ state: "BOOKING", awb: null });
    expect(interrupted.providerOrderId).not.toBeNull();

    const finished = await bookShipment(order.id, { courierId: DELHIVERY }, actor);
    expect(finished).toMatchObject({
      id: interrupted.id,
      state: "BOOKED",
      providerOrderId: interrupted.providerOrderId,
    });
    expect(thereFor(interrupted.reference)).toHaveLength(1);
  });

  it("refuses an order that is not placed or packing, reserving nothing", async () => {
    const { order, customer } = await placeTestOrder();
    await db().order.update({ where: { id: order.id }, data: { status: "CANCELLED" } });
    await expect(
      bookShipment(order.id, { courierId: null }, { kind: "customer", id: customer.id }),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(await db().shipment.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("logs in once and renews the token only when Shiprocket refuses it", async () => {
    const { order, admin } = await placeTestOrder();
    const logins = shiprocket.simulator().logins();
    shiprocket.simulator().expireTokens();
    await bookShipment(order.id, { courierId: null }, { kind: "admin", id: admin.id });
    expect(shiprocket.simulator().logins()).toBe(logins + 1);
  });
});
