import Image from "next/image";
import { FormField, InputField } from "@/components/ui/form-field";

/** Choose an image: upload a new file, or keep (or type) a path on this site; `advice` says what fits. */
export function ImageField({ current, advice }: { current?: string; advice?: string }) {
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
      <FormField
        id="image-file"
        label="Upload a new image"
        hint={`PNG, JPEG or WebP, at most 5 MB. It replaces the path below.${advice ? ` ${advice}` : ""}`}
      >
        {/* A file picker has no text box to frame. */}
        {(control) => (
          <input
            name="imageFile"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            {...control}
            className="block w-full text-sm"
          />
        )}
      </FormField>
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
