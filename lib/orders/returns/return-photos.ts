/**
 * Photos a customer uploads to go with a return request. Each is taken only for one of their own
 * orders on which a return may be asked for now (./eligibility.ts) and recorded; the request that
 * names it attaches it. One no request took within a day is removed, and its file too unless
 * something else still shows it (the same picture is one file, lib/media/uploads.ts).
 */
import "server-only";
import { db } from "../../db";
import { badRequest } from "../../http/errors";
import { uploadInUse } from "../../media/upload-references";
import { deleteUploadedImage, prepareUploadedImage, storeUploadedImage } from "../../media/uploads";
import { runOrderTransaction, type OrderTransaction } from "../lifecycle/order-transaction";
import { lockReturnableOrder } from "./eligibility";

/** How long an upload waits for a return request to take it. */
export const UNATTACHED_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Uploads one sweep removes at most, so a run stays short; the next run takes the rest. */
const SWEEP_BATCH = 200;
/** Room for the bucket's answer to a delete while the row is held. */
const SWEEP_TRANSACTION = { timeout: 15_000 };

/**
 * Stores a photo for a return of the caller's order; answers its path. Refused as the return
 * request would be (404, 409) before the image is even read.
 */
export async function uploadReturnPhoto(userId: string, orderId: string, photo: File, now = new Date()) {
  await runOrderTransaction((transaction) => lockReturnableOrder(transaction, userId, orderId, now));
  const image = await prepareUploadedImage(photo);
  // Recorded before the file is written: no file is kept without the row the sweep reads.
  await db().returnPhotoUpload.create({ data: { userId, orderId, path: image.path } });
  return storeUploadedImage(image);
}

/**
 * Attaches a request's photos: each must be one the caller uploaded for this order, else 400.
 * Marked first, so a sweep running meanwhile (it removes only unattached uploads) can no longer take them.
 */
export async function attachReturnPhotos(
  { tx }: OrderTransaction,
  { userId, orderId, photos }: { userId: string; orderId: string; photos: string[] },
  now: Date,
): Promise<void> {
  if (photos.length === 0) return;
  const own = { userId, orderId, path: { in: photos } };
  await tx.returnPhotoUpload.updateMany({ where: { ...own, attachedAt: null }, data: { attachedAt: now } });
  const attached = await tx.returnPhotoUpload.findMany({ where: { ...own, attachedAt: { not: null } } });
  const paths = new Set(attached.map((upload) => upload.path));
  if (!photos.every((photo) => paths.has(photo))) throw badRequest("Upload the photos first");
}

/** Removes the uploads no request took within a day, with each file nothing else names; answers how many. */
export async function sweepUnattachedReturnPhotos(now = new Date()): Promise<number> {
  const stale = await db().returnPhotoUpload.findMany({
    where: { attachedAt: null, createdAt: { lte: new Date(now.getTime() - UNATTACHED_PHOTO_LIFETIME_MS) } },
    select: { id: true, path: true },
    orderBy: { createdAt: "asc" },
    take: SWEEP_BATCH,
  });
  let removed = 0;
  for (const { id, path } of stale) {
    // One transaction per upload: a request attaching it waits, then finds it gone; a file that
    // cannot be deleted now keeps its row, for the next run.
    removed += await db().$transaction(async (tx) => {
      const { count } = await tx.returnPhotoUpload.deleteMany({ where: { id, attachedAt: null } });
      if (count > 0 && !(await uploadInUse(tx, path))) await deleteUploadedImage(path);
      return count;
    }, SWEEP_TRANSACTION);
  }
  return removed;
}
