import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as labelsRoute } from "@/app/api/admin/shipments/labels/route";
import { ensureTestPincodes, TEST_PINCODES } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { runShiprocketSimulator } from "@/test/support/shiprocket";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { cancelBooking, courierChoicesFor } from "./admin-shipping";
import { bookShipment } from "./booking";
import { orderLabels, pickupManifest, shipmentLabels } from "./labels";
import { bookMany } from "./shipping-queue";

const shiprocket = runShiprocketSimulator({ unserviceablePincodes: [TEST_PINCODES.metro.pincode] });
beforeAll(ensureTestPincodes);

async function booked() {
  const { order, admin } = await placeTestOrder();
  return bookShipment(order.id, { courierId: null }, { kind: "admin", id: admin.id });
}

/** Each page's size in points, as a printer reads the PDF. */
async function pageSizes(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf);
  return document.getPages().map((page) => [Math.round(page.getWidth()), Math.round(page.getHeight())]);
}

describe("the admin's courier booking", () => {
  it("offers the couriers carrying cash on delivery to the order's pincode, cheapest first, one recommended", async () => {
    const { order } = await placeTestOrder();
    const choices = await courierChoicesFor(order.id);
    if (!("couriers" in choices)) throw new Error(choices.unavailable);
    expect(choices.couriers.length).toBeGreaterThan(1);
    expect(choices.couriers.every((courier) => courier.cod && courier.codCharge >= 3_000)).toBe(true);
    const totals = choices.couriers.map((courier) => courier.charge + courier.codCharge);
    expect(totals).toEqual(totals.toSorted((a, b) => a - b));
    expect(choices.couriers.filter((courier) => courier.recommended)).toHaveLength(1);
    expect(choices.couriers[0]!.expectedBy).toBeInstanceOf(Date);
  });

  it("says when no courier serves the pincode", async () => {
    const { order } = await placeTestOrder({ pincode: TEST_PINCODES.metro.pincode });
    expect(await courierChoicesFor(order.id)).toEqual({
      unavailable: "No courier serves this pincode with cash on delivery",
    });
  });

  it("prints the labels 4×6 one a page, or two a sheet on A4, and poppler renders them", async () => {
    const shipments = await Promise.all([booked(), booked(), booked()]);
    const ids = shipments.map((shipment) => shipment.id);
    expect(await pageSizes(await shipmentLabels(ids, "4x6"))).toEqual([
      [288, 432],
      [288, 432],
      [288, 432],
    ]);
    const a4 = await shipmentLabels(ids, "a4");
    expect(await pageSizes(a4)).toEqual([
      [595, 842],
      [595, 842],
    ]);

    const folder = await mkdtemp(path.join(tmpdir(), "labels-"));
    try {
      await writeFile(path.join(folder, "labels.pdf"), a4);
      await promisify(execFile)("pdftoppm", ["-r", "30", "-png", "labels.pdf", "sheet"], { cwd: folder });
      expect((await readdir(folder)).filter((file) => file.endsWith(".png"))).toHaveLength(2);
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it("prints the pickup's manifest, again after Shiprocket made it once", async () => {
    const shipments = await Promise.all([booked(), booked()]);
    const ids = shipments.map((shipment) => shipment.id);
    for (const attempt of [1, 2]) {
      const manifest = await pickupManifest(ids);
      expect(Buffer.from(manifest).subarray(0, 5).toString(), `manifest ${attempt}`).toBe("%PDF-");
    }
    await expect(pickupManifest(["cxxxxxxxxxxxxxxxxxxxxxxxx"])).rejects.toMatchObject({ status: 404 });
  });

  it("serves labels to an operator only, and refuses malformed ids", async () => {
    const shipment = await booked();
    const { user: admin } = await createUser({ role: "ADMIN" });
    const { token } = await createUser();
    const get = (query: string, headers: Record<string, string>) =>
      labelsRoute(new Request(`http://store.test/api/admin/shipments/labels?${query}`, { headers }), {
        params: Promise.resolve({}),
      });
    const asAdmin = { cookie: await adminSessionCookie(admin.id) };
    expect((await get(`ids=${shipment.id}`, {})).status).toBe(401);
    expect((await get(`ids=${shipment.id}`, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await get("ids=../../etc", asAdmin)).status).toBe(400);
    const answer = await get(`ids=${shipment.id}&format=a4`, asAdmin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
  });

  it("cancels a booking before pickup, and the order is booked again as a new attempt", async () => {
    const first = await booked();
    await cancelBooking(first.id);
    expect(await db().shipment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ state: "CANCELLED" });
    expect(await db().order.findUniqueOrThrow({ where: { id: first.orderId } })).toMatchObject({
      courier: null,
      trackingNumber: null,
    });
    expect(
      shiprocket
        .simulator()
        .shipments()
        .find((there) => there.awb === first.awb)?.cancelled,
    ).toBe(true);
    const again = await bookShipment(first.orderId, { courierId: null }, { kind: "system" });
    expect(again).toMatchObject({ attempt: 2, reference: `${first.orderId}-2`, state: "BOOKED" });
  });

  it("refuses to cancel a parcel the courier has picked up", async () => {
    const shipment = await booked();
    await shiprocket.simulator().scan(shipment.awb!, "picked_up");
    await db().shipment.update({ where: { id: shipment.id }, data: { state: "IN_TRANSIT" } });
    await expect(cancelBooking(shipment.id)).rejects.toMatchObject({ status: 409 });
  });

  it("prints the ticked orders' labels together, leaving out an order not booked", async () => {
    const [first, second] = await Promise.all([booked(), booked()]);
    const { order: unbooked } = await placeTestOrder();
    const labels = await orderLabels([second.orderId, unbooked.id, first.orderId], "4x6");
    expect(await pageSizes(labels)).toEqual([
      [288, 432],
      [288, 432],
    ]);
    await expect(orderLabels([unbooked.id], "a4")).rejects.toMatchObject({ status: 404 });
  });

  it("books many orders with the recommended courier, one refusal stopping no other", async () => {
    const orders = await Promise.all([placeTestOrder(), placeTestOrder(), placeTestOrder()]);
    await db().order.update({ where: { id: orders[1].order.id }, data: { status: "CANCELLED" } });
    const result = await bookMany(
      orders.map(({ order }) => order.id),
      { kind: "admin", id: orders[0].admin.id },
    );
    expect(result.done).toEqual([orders[0].order.id, orders[2].order.id]);
    expect(result.refused).toEqual([
      { orderId: orders[1].order.id, reason: expect.stringMatching(/placed or being packed/) },
    ]);
  });
});
