"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";

type PictureProps = Omit<ImageProps, "src" | "onError" | "unoptimized" | "placeholder"> & {
  /** The picture's address; null or empty when the product has none. */
  src: string | null;
  /** The neutral image of the same shape, such as /api/placeholder/400/400. */
  fallback: `/api/placeholder/${number}/${number}`;
};

/**
 * A product picture that falls back to the placeholder when it is missing or fails to load
 * (SPEC §2, §8). The failed address is remembered, so a new picture in the same place loads afresh.
 */
export function PictureOrPlaceholder({ src, fallback, alt, ...image }: PictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || src === failed ? fallback : src;
  return (
    <Image
      {...image}
      src={shown}
      alt={alt}
      onError={() => setFailed(src)}
      // SVG art and the placeholder are vectors: nothing to resize.
      unoptimized={shown.endsWith(".svg") || shown === fallback}
    />
  );
}
