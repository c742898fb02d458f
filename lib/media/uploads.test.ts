import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hasGpsExif, imageFile, phonePhoto, picture, pixelBomb } from "@/test/support/images";
import { temporaryUploadDirectory } from "@/test/support/upload-directory";
import { deleteUploadedImage, readUploadedImage, saveUploadedImage } from "./uploads";

const directory = temporaryUploadDirectory("uploads-");

const stored = async (url: string) => (await readUploadedImage(url.slice("/uploads/".length)))!;

describe("uploaded images", () => {
  it("stores each type drawn again, under the hash of what is stored, and the same picture once", async () => {
    for (const [format, extension] of [
      ["png", "png"],
      ["jpeg", "jpg"],
      ["webp", "webp"],
    ] as const) {
      const original = await picture(format);
      const url = await saveUploadedImage(imageFile(original));
      expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${extension}$`));
      expect(await saveUploadedImage(imageFile(original, "again"))).toBe(url);
      const { bytes, contentType } = await stored(url);
      expect(contentType).toBe(`image/${format}`);
      expect(await sharp(bytes).metadata()).toMatchObject({ format, width: 40, height: 30 });
    }
  });

  it("keeps no EXIF (a phone photo's GPS position) and shows the photo the right way up", async () => {
    const photo = await phonePhoto();
    expect(await hasGpsExif(photo)).toBe(true);
    const { bytes } = await stored(await saveUploadedImage(imageFile(photo, "photo.jpg")));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata).toMatchObject({ width: 40, height: 60 });
    expect(metadata.orientation ?? 1).toBe(1);
  });

  it("bounds what it stores: the longer side at most 2048 pixels", async () => {
    const { bytes } = await stored(await saveUploadedImage(imageFile(await picture("png", 4000, 1000))));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 2048, height: 512 });
  });

  it("refuses a pixel bomb, a side over 8000 pixels, junk behind an image's first bytes and a truncated image with a 400, storing nothing", async () => {
    const before = await readdir(directory());
    const tooLarge = "This image is too large: at most 8000 pixels a side and 40 megapixels";
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(600_000);
    await expect(saveUploadedImage(imageFile(bomb))).rejects.toMatchObject({ status: 400, message: tooLarge });
    const tall = await picture("png", 10, 8001);
    await expect(saveUploadedImage(imageFile(tall))).rejects.toMatchObject({ status: 400, message: tooLarge });

    const unreadable = { status: 400, message: "This image could not be read: upload a whole PNG, JPEG or WebP file" };
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const junk = Buffer.concat([pngMagic, Buffer.from("<?php system($_GET['c']); ?> not a png")]);
    await expect(saveUploadedImage(imageFile(junk))).rejects.toMatchObject(unreadable);
    const jpeg = await picture("jpeg", 200, 200);
    await expect(saveUploadedImage(imageFile(jpeg.subarray(0, jpeg.length - 300)))).rejects.toMatchObject(unreadable);
    // A PNG's bytes under a WebP's first bytes: the type the bytes start with is the type it must be.
    const disguised = Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBP"), await picture("png")]);
    await expect(saveUploadedImage(imageFile(disguised))).rejects.toMatchObject(unreadable);
    expect(await readdir(directory())).toEqual(before);
  });

  it("judges the bytes, not the name: an SVG or a script named .png is refused", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "x.png", {
      type: "image/png",
    });
    await expect(saveUploadedImage(svg)).rejects.toMatchObject({
      status: 400,
      message: "Upload a PNG, JPEG or WebP image",
    });
    await expect(saveUploadedImage(new File([], "empty.png"))).rejects.toMatchObject({ status: 400 });
  });

  it("deletes a file by its path, and only a path it gives out", async () => {
    const url = await saveUploadedImage(imageFile(await picture()));
    await deleteUploadedImage("/uploads/../../etc/passwd");
    await deleteUploadedImage(url);
    expect(await readUploadedImage(url.slice("/uploads/".length))).toBeNull();
    await expect(deleteUploadedImage(url)).resolves.toBeUndefined();
  });

  it("serves only names it gives out", async () => {
    expect(await readUploadedImage("../../etc/passwd")).toBeNull();
    expect(await readUploadedImage(`${"a".repeat(32)}.png`)).toBeNull();
  });
});
