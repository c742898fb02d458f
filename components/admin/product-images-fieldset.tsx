"use client";

import { MAX_PRODUCT_IMAGES, MAX_STORED_SIDE } from "@/lib/media/image-limits";
import { NewImagesField } from "./new-images-field";
import { SavedImages } from "./saved-images";

/** The product form's pictures: the saved ones to keep or drop, and new ones to add. */
export function ProductImagesFieldset({
  images,
  productName,
  onPreparingChange,
}: {
  images: string[];
  productName: string;
  onPreparingChange: (preparing: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Images</legend>
      <SavedImages images={images} productName={productName} />
      {/* Started afresh once a save has stored the new pictures (the saved list then changes). */}
      <NewImagesField
        key={images.join(" ")}
        id="newImages"
        name="newImages"
        label="Add images"
        hint={`PNG, JPEG or WebP, up to ${MAX_PRODUCT_IMAGES} in all. Large photos are made smaller here before they are sent (at most ${MAX_STORED_SIDE} pixels a side).`}
        limit={MAX_PRODUCT_IMAGES}
        onPreparingChange={onPreparingChange}
      />
    </fieldset>
  );
}
