import Image from "next/image";

/**
 * A product's saved pictures, each with its Keep box: a box left unticked removes the picture on
 * save. Uploads go through the optimizer at thumbnail size; other addresses (bundled SVG art, an
 * outside https address) are shown as they are.
 */
export function SavedImages({ images, productName }: { images: string[]; productName: string }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label="Saved pictures" className="flex flex-wrap gap-3">
      {images.map((image, index) => (
        <li key={image} className="flex w-28 flex-col gap-1">
          <Image
            src={image}
            alt={`${productName}, picture ${index + 1}`}
            width={112}
            height={112}
            unoptimized={!image.startsWith("/uploads/")}
            className="size-28 rounded-md border border-slate-200 bg-slate-50 object-cover"
          />
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input type="checkbox" name="images" value={image} defaultChecked className="size-4" />
            Keep picture {index + 1}
          </label>
        </li>
      ))}
    </ul>
  );
}
