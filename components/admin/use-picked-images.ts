"use client";

import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import { prepareImage, refusals as refusalOf, type Prepared } from "./image-compression";

export interface PickedImage {
  file: File;
  /** An object URL of the prepared file, for its preview; also its key. */
  preview: string;
}

/**
 * The pictures an operator picked, each prepared (image-compression.ts) one at a time, so a
 * handful of 12-megapixel photos never sit decoded in memory at once. The form sends them through
 * the hidden input `sent`, which always holds exactly the prepared files.
 */
export function usePickedImages({
  limit,
  onPreparingChange,
}: {
  /** At most this many; with 1, a new pick replaces the last. */
  limit: number;
  onPreparingChange?: (preparing: boolean) => void;
}) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(0);
  const sent = useRef<HTMLInputElement>(null);

  // In the same commit as the pictures: the Save button a click may reach next never sends fewer.
  useLayoutEffect(() => {
    const transfer = new DataTransfer();
    for (const image of images) transfer.items.add(image.file);
    if (sent.current) sent.current.files = transfer.files;
  }, [images]);

  // The previews' memory is freed when the field goes (after a save, or on leaving the page).
  const shown = useRef(images);
  useEffect(() => {
    shown.current = images;
  }, [images]);
  useEffect(() => () => shown.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    // Emptied, so that picking the same file again after removing it is a change too.
    event.currentTarget.value = "";
    const room = limit === 1 ? 1 : limit - images.length;
    const refused = files.slice(room).map((file) => `${file.name} was not added: at most ${limit} new pictures.`);
    setRefusals(refused);
    onPreparingChange?.(true);
    let left = Math.min(files.length, room);
    setPreparing(left);
    for (const file of files.slice(0, room)) {
      const prepared = await prepareImage(file).catch((): Prepared => ({
        ok: false,
        message: refusalOf.unreadable(file.name),
      }));
      if (prepared.ok) {
        const image = { file: prepared.file, preview: URL.createObjectURL(prepared.file) };
        // Shown as soon as it is ready; a single picture replaces the one before.
        setImages((current) => (limit === 1 ? [image] : [...current, image]));
        if (limit === 1) images.forEach((old) => URL.revokeObjectURL(old.preview));
      } else {
        refused.push(prepared.message);
        setRefusals([...refused]);
      }
      left -= 1;
      setPreparing(left);
    }
    onPreparingChange?.(false);
  }

  function remove(preview: string) {
    URL.revokeObjectURL(preview);
    setImages((current) => current.filter((image) => image.preview !== preview));
  }

  return { images, refusals, preparing, sent, onPick, remove };
}
