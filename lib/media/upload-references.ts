/**
 * Whether anything the store keeps still names an uploaded file. Uploads are named by their
 * content (./uploads.ts), so one file may at once be a product's picture, a banner, a picture in a
 * blog post and a customer's return photo: a file is deleted only when nothing names it any more.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";

/** Whether a product, post, banner, order line, return request or return-photo upload names `path`. */
export async function uploadInUse(client: Prisma.TransactionClient, path: string): Promise<boolean> {
  const counts = await Promise.all([
    client.product.count({ where: { images: { has: path } } }),
    client.blogPost.count({ where: { OR: [{ image: path }, { content: { contains: path } }] } }),
    client.slider.count({ where: { image: path } }),
    client.orderItem.count({ where: { image: path } }),
    client.returnRequest.count({ where: { photos: { has: path } } }),
    client.returnPhotoUpload.count({ where: { path } }),
  ]);
  return counts.some((count) => count > 0);
}
