/** #29 finding 7: return photos belong to one customer's order, and those no request took go after a day. */
import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { imageFile, picture } from "@/test/support/images";
import { askReturn, deliveredCodOrder } from "@/test/support/returns";
import { createProduct } from "@/test/support/users-and-products";
import { temporaryUploadDirectory } from "@/test/support/upload-directory";
import { db } from "../../db";
import { runReturnPhotoSweep } from "../../jobs/background-jobs";
import { readUploadedImage, saveUploadedImage } from "../../media/uploads";
import { uploadReturnPhoto } from "./return-photos";

temporaryUploadDirectory("return-photo-sweep-");
beforeAll(ensureTestPincodes);

const fileExists = async (photo: string) => (await readUploadedImage(photo.slice("/uploads/".length))) !== null;
const uploadsOf = (orderId: string) =>
  db().returnPhotoUpload.findMany({ where: { orderId }, select: { path: true, attachedAt: true } });

describe("a return request's photos", () => {
  it("are only ones its caller uploaded for this order; the request attaches them", async () => {
    const mine = await deliveredCodOrder();
    const theirs = await deliveredCodOrder();
    const theirPhoto = await uploadReturnPhoto(theirs.customer.id, theirs.order.id, imageFile(await picture()));
    const stolen = await askReturn(mine.token, mine.order.id, mine.orderItemId, { photos: [theirPhoto] });
    expect(stolen).toMatchObject({ status: 400, body: { message: "Upload the photos first" } });
    expect(await uploadsOf(theirs.order.id)).toEqual([{ path: theirPhoto, attachedAt: null }]);

    // Their order made mine: a photo uploaded for my other order does not go with this one.
    await db().order.update({ where: { id: theirs.order.id }, data: { userId: mine.customer.id } });
    const otherOrderPhoto = await uploadReturnPhoto(mine.customer.id, theirs.order.id, imageFile(await picture()));
    const elsewhere = await askReturn(mine.token, mine.order.id, mine.orderItemId, { photos: [otherOrderPhoto] });
    expect(elsewhere).toMatchObject({ status: 400, body: { message: "Upload the photos first" } });
    expect(await db().returnRequest.count({ where: { orderId: mine.order.id } })).toBe(0);

    const myPhoto = await uploadReturnPhoto(mine.customer.id, mine.order.id, imageFile(await picture()));
    expect((await askReturn(mine.token, mine.order.id, mine.orderItemId, { photos: [myPhoto] })).status).toBe(201);
    expect(await uploadsOf(mine.order.id)).toEqual([{ path: myPhoto, attachedAt: expect.any(Date) }]);
    expect(await db().returnRequest.findFirst({ where: { orderId: mine.order.id } })).toMatchObject({
      photos: [myPhoto],
    });
  });
});

describe("the sweep of unattached return photos", () => {
  it("removes a day-old unattached upload with its file, and keeps attached, recent and shared files", async () => {
    const mine = await deliveredCodOrder();
    const theirs = await deliveredCodOrder();
    const upload = async (bytes: Buffer, { customer, order } = mine) =>
      uploadReturnPhoto(customer.id, order.id, imageFile(bytes));

    const abandoned = await upload(await picture());
    const attached = await upload(await picture());
    expect((await askReturn(mine.token, mine.order.id, mine.orderItemId, { photos: [attached] })).status).toBe(201);
    // The same picture as an operator's product image, and as another customer's attached photo.
    const productPicture = await picture();
    await createProduct({ images: [await saveUploadedImage(imageFile(productPicture))] });
    const sharedWithProduct = await upload(productPicture);
    const theirPicture = await picture();
    const theirPhoto = await upload(theirPicture, theirs);
    expect((await askReturn(theirs.token, theirs.order.id, theirs.orderItemId, { photos: [theirPhoto] })).status).toBe(
      201,
    );
    const sharedWithAttached = await upload(theirPicture);
    expect(sharedWithAttached).toBe(theirPhoto);
    const recent = await upload(await picture());
    await db().returnPhotoUpload.updateMany({
      where: { orderId: mine.order.id, path: { not: recent } },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });

    expect(await runReturnPhotoSweep()).toMatchObject({ ran: true });

    expect(await fileExists(abandoned)).toBe(false);
    for (const kept of [attached, sharedWithProduct, sharedWithAttached, recent]) {
      expect(await fileExists(kept), kept).toBe(true);
    }
    expect(await uploadsOf(mine.order.id)).toEqual(
      expect.arrayContaining([
        { path: attached, attachedAt: expect.any(Date) },
        { path: recent, attachedAt: null },
      ]),
    );
    expect(await uploadsOf(mine.order.id)).toHaveLength(2);
    expect(await uploadsOf(theirs.order.id)).toEqual([{ path: theirPhoto, attachedAt: expect.any(Date) }]);
  });
});
