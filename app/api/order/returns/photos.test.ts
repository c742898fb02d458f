/** #29 finding 7 and 8: return photos only for the caller's own returnable order, drawn again and within budget. */
import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { readUploadedImage } from "@/lib/media/uploads";
import { newClientAddress } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { hasGpsExif, phonePhoto, picture, pixelBomb } from "@/test/support/images";
import { placeTestOrder } from "@/test/support/orders";
import { spendBudgetDownTo } from "@/test/support/rate-limits";
import { deliveredCodOrder } from "@/test/support/returns";
import { createUser } from "@/test/support/users-and-products";
import { temporaryUploadDirectory } from "@/test/support/upload-directory";
import { POST as uploadPhoto } from "./photos/route";

const directory = temporaryUploadDirectory("return-photos-");
beforeAll(ensureTestPincodes);

async function upload(
  bytes: Buffer | string,
  { token, orderId, address = newClientAddress() }: { token?: string; orderId?: string; address?: string },
) {
  const form = new FormData();
  if (orderId !== undefined) form.set("orderId", orderId);
  form.set("photo", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], "photo.png"));
  const response = await uploadPhoto(
    new Request("http://store.test/api/order/returns/photos", {
      method: "POST",
      body: form,
      headers: { [CLIENT_ADDRESS_HEADER]: address, ...(token ? { token } : {}) },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: (await response.json()) as { path?: string; message: string } };
}

/** Everything an upload leaves behind: the files and the rows (of these orders: other test files upload too). */
const leftBehind = async (...orderIds: string[]) => ({
  files: await readdir(directory()),
  rows: await db().returnPhotoUpload.count({ where: { orderId: { in: orderIds } } }),
});

describe("POST /api/order/returns/photos", () => {
  it("stores the owner's photo for their delivered order, drawn again without its EXIF, and records it unattached", async () => {
    const { token, order, customer } = await deliveredCodOrder();
    const photo = await phonePhoto();
    expect(await hasGpsExif(photo)).toBe(true);
    const { status, body } = await upload(photo, { token, orderId: order.id });
    expect(status).toBe(201);
    expect(body.path).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const stored = await readUploadedImage(body.path!.slice("/uploads/".length));
    expect((await sharp(stored!.bytes).metadata()).exif).toBeUndefined();
    expect(await db().returnPhotoUpload.findMany({ where: { orderId: order.id } })).toEqual([
      expect.objectContaining({ userId: customer.id, path: body.path, attachedAt: null }),
    ]);
  });

  it("refuses a photo without an order, for someone else's order or one that cannot be returned, storing nothing", async () => {
    const { token, order } = await deliveredCodOrder();
    const stranger = await createUser();
    const undelivered = await placeTestOrder();
    const { token: ownerToken } = await startSession(undelivered.customer.id, "TOKEN");
    const photo = await picture();
    const before = await leftBehind(order.id, undelivered.order.id);

    expect(await upload(photo, { token })).toMatchObject({ status: 400, body: { message: "Order ID is required" } });
    expect(await upload(photo, { token: stranger.token, orderId: order.id })).toMatchObject({
      status: 404,
      body: { message: "Order not found" },
    });
    expect(await upload(photo, { token, orderId: "no-such-order" })).toMatchObject({ status: 404 });
    expect(await upload(photo, { token: ownerToken, orderId: undelivered.order.id })).toMatchObject({
      status: 409,
      body: { message: "Only a delivered order can be returned" },
    });
    await db().orderStatusChange.updateMany({
      where: { orderId: order.id, toStatus: "DELIVERED" },
      data: { createdAt: new Date(Date.now() - 16 * 24 * 60 * 60 * 1000) },
    });
    expect(await upload(photo, { token, orderId: order.id })).toMatchObject({
      status: 409,
      body: { message: "Returns are accepted within 15 days of delivery" },
    });
    expect(await leftBehind(order.id, undelivered.order.id)).toEqual(before);
  });

  it("refuses a pixel bomb, junk behind a PNG's first bytes, an SVG, an anonymous caller and an address over its budget, storing nothing", async () => {
    const { token, order } = await deliveredCodOrder();
    const before = await leftBehind(order.id);
    const bomb = await upload(await pixelBomb(), { token, orderId: order.id });
    expect(bomb).toMatchObject({
      status: 400,
      body: { message: "This image is too large: at most 8000 pixels a side and 40 megapixels" },
    });
    const junk = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("junk")]);
    expect((await upload(junk, { token, orderId: order.id })).status).toBe(400);
    expect((await upload("<svg><script>alert(1)</script></svg>", { token, orderId: order.id })).status).toBe(400);
    expect((await upload(await picture(), { orderId: order.id })).status).toBe(401);
    const address = newClientAddress();
    await spendBudgetDownTo("returnPhotoUpload", address, 0);
    expect((await upload(await picture(), { token, orderId: order.id, address })).status).toBe(429);
    expect(await leftBehind(order.id)).toEqual(before);
  });
});
