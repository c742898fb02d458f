import Image from "next/image";
import { inputClass } from "@/components/forms/field";

/** Choose an image: upload a new file, or keep (or type) a path on this site. */
export function ImageField({ current }: { current?: string }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Image</legend>
      {current && (
        <Image
          src={current}
          alt="The current image"
          width={320}
          height={168}
          unoptimized
          className="h-auto w-full max-w-xs rounded-md border border-slate-200"
        />
      )}
      <div>
        <label htmlFor="image-file" className="mb-1 block text-sm font-semibold text-slate-800">
          Upload a new image
        </label>
        <input
          id="image-file"
          name="imageFile"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby="image-file-hint"
          className="block w-full text-sm"
        />
        <p id="image-file-hint" className="mt-1 text-sm text-slate-600">
          PNG, JPEG or WebP, at most 5 MB. It replaces the path below.
        </p>
      </div>
      <div>
        <label htmlFor="image-path" className="mb-1 block text-sm font-semibold text-slate-800">
          Or the image&apos;s path on this site
        </label>
        <input id="image-path" name="image" defaultValue={current} placeholder="/uploads/…" className={inputClass} />
      </div>
    </fieldset>
  );
}
