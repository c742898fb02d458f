"use client";

import Image from "next/image";
import { InputField } from "@/components/ui/form-field";
import { MAX_STORED_SIDE } from "@/lib/media/image-limits";
import { NewImagesField } from "./new-images-field";

/** Choose an image: upload a new file, or keep (or type) a path on this site; `advice` says what fits. */
export function ImageField({
  current,
  advice,
  onPreparingChange,
}: {
  current?: string;
  advice?: string;
  /** The form's useAdminForm().setPreparing: it waits while the picked file is made ready. */
  onPreparingChange: (preparing: boolean) => void;
}) {
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
      <NewImagesField
        id="image-file"
        name="imageFile"
        label="Upload a new image"
        hint={`PNG, JPEG or WebP; a large photo is made smaller here first (at most ${MAX_STORED_SIDE} pixels a side). It replaces the path below.${advice ? ` ${advice}` : ""}`}
        limit={1}
        onPreparingChange={onPreparingChange}
      />
      <InputField
        id="image-path"
        label="Or the image's path on this site"
        name="image"
        defaultValue={current}
        placeholder="/uploads/…"
      />
    </fieldset>
  );
}
