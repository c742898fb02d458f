"use client";

import Image from "next/image";
import { useState } from "react";

/** A small product picture for lists (cart, wishlist, checkout, orders); the placeholder on error. */
export function ProductThumb({ src, size = 80 }: { src: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const image = !src || broken ? `/api/placeholder/${size}/${size}` : src;
  return (
    <Image
      src={image}
      alt=""
      width={size}
      height={size}
      onError={() => setBroken(true)}
      className="shrink-0 rounded-md bg-slate-100 object-cover"
      style={{ width: size, height: size }}
      // SVG art and the placeholder are vectors: nothing to resize.
      unoptimized={image.endsWith(".svg") || image.startsWith("/api/placeholder")}
    />
  );
}
