/**
 * The sizes of the images the store keeps and resizes, shared by the uploads (./image-encoding.ts)
 * and the optimizer's configuration (next.config.ts, which cannot load server-only modules).
 */

/** The most pixels an upload may have (a 12 MP phone photo has 12 million): about 160 MB decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_SIDE = 8000;
/**
 * The longer side of every stored image: the optimizer's largest width, a full-width banner on a
 * phone's or laptop's sharp screen, and plenty to show a damaged toy.
 */
export const MAX_STORED_SIDE = 2048;
