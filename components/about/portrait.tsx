import Image from "next/image";

/** A round portrait; the SVG illustrations need no resizing, and fixed dimensions prevent layout shift. */
export function Portrait({ src, name, size }: { src: string; name: string; size: number }) {
  return (
    <Image
      src={src}
      alt={name}
      width={size}
      height={size}
      unoptimized
      className="shrink-0 rounded-full"
      style={{ width: size, height: size }}
    />
  );
}
