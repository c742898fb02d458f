"use client";

import Image from "next/image";
import { FormField } from "@/components/ui/form-field";
import { usePickedImages } from "./use-picked-images";

/**
 * A file picker for pictures: each is made small enough to send as soon as it is picked, shown
 * with a Remove button, and any file it cannot take is named in words beside it. The form sends
 * the prepared files as `name`.
 */
export function NewImagesField({
  id,
  name,
  label,
  hint,
  limit,
  onPreparingChange,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  /** At most this many pictures; 1 is a single picture, replaced by the next pick. */
  limit: number;
  /** Told while pictures are being prepared: the form waits for them before it is saved. */
  onPreparingChange?: (preparing: boolean) => void;
}) {
  const { images, refusals, preparing, sent, onPick, remove } = usePickedImages({ limit, onPreparingChange });
  return (
    <div className="flex flex-col gap-3">
      <FormField id={id} label={label} hint={hint}>
        {/* A file picker has no text box to frame. */}
        {(control) => (
          <input
            type="file"
            accept="image/*"
            multiple={limit > 1}
            disabled={preparing > 0}
            onChange={onPick}
            {...control}
            className="block w-full text-sm"
          />
        )}
      </FormField>
      <input ref={sent} type="file" name={name} multiple={limit > 1} hidden />
      {preparing > 0 && (
        <p role="status" className="text-sm text-slate-700">
          Preparing {preparing === 1 ? "the picture" : `${preparing} pictures`}…
        </p>
      )}
      {refusals.length > 0 && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusals.map((refusal, index) => (
            <p key={index}>{refusal}</p>
          ))}
        </div>
      )}
      {images.length > 0 && (
        <ul aria-label="New pictures, not saved yet" className="flex flex-wrap gap-3">
          {images.map(({ file, preview }, index) => (
            <li key={preview} className="flex w-28 flex-col gap-1 text-xs text-slate-700">
              <Image
                src={preview}
                alt={`New picture ${index + 1}: ${file.name}`}
                width={112}
                height={112}
                unoptimized
                className="size-28 rounded-md border border-slate-200 object-cover"
              />
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                onClick={() => remove(preview)}
                aria-label={`Remove new picture ${index + 1}`}
                className="self-start font-semibold text-red-700 hover:underline"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
