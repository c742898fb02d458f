import { PictureOrPlaceholder } from "./picture-or-placeholder";

/** A small product picture for lists (cart, wishlist, checkout, orders); the placeholder on error. */
export function ProductThumb({ src, size = 80 }: { src: string | null; size?: number }) {
  return (
    <PictureOrPlaceholder
      src={src}
      fallback={`/api/placeholder/${size}/${size}`}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-md bg-slate-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
