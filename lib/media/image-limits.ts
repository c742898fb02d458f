/**
 * The sizes of the images the store keeps, resizes and receives, shared by the uploads
 * (./image-encoding.ts), the admin's browser, proxy.ts and next.config.ts (neither of the last two
 * may load server-only modules).
 */

/** The most pixels an upload may have (a 12 MP phone photo has 12 million): about 160 MB decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_SIDE = 8000;
/**
 * The longer side of every stored image: the optimizer's largest width, a full-width banner on a
 * phone's or laptop's sharp screen, and plenty to show a damaged toy.
 */
export const MAX_STORED_SIDE = 2048;

const MEGABYTE = 1024 * 1024;
/** A product's images, kept and new together. */
export const MAX_PRODUCT_IMAGES = 10;
/**
 * What the admin's browser sends of each image at most, once it has redrawn it within
 * MAX_STORED_SIDE (components/admin/image-compression.ts): a phone photo comes to well under 1 MB.
 */
export const MAX_SENT_IMAGE_BYTES = 2 * MEGABYTE;
/**
 * The largest body a server action takes: a product's every image at its sent size, plus 1 MB for
 * the form's texts. Next.js refuses a larger one (next.config.ts), and proxy.ts before it when the
 * request declares its length. 21 MB.
 */
export const SERVER_ACTION_BODY_BYTES = MAX_PRODUCT_IMAGES * MAX_SENT_IMAGE_BYTES + MEGABYTE;
/** The answer to a larger request, shown by the admin's form (components/admin/action-failure.ts). */
export const REQUEST_TOO_LARGE_MESSAGE = `Nothing was saved: the pictures are too large together (at most ${SERVER_ACTION_BODY_BYTES / MEGABYTE} MB in one save). Save fewer at a time.`;
