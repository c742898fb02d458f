import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readUploadedImage, saveUploadedImage } from "./uploads";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("rest of a png"),
]);
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "uploads-"));
  process.env.UPLOAD_DIR = directory;
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe("uploaded images", () => {
  it("stores a PNG under its content hash and reads it back", async () => {
    const url = await saveUploadedImage(new File([PNG], "photo.png", { type: "image/png" }));
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await saveUploadedImage(new File([PNG], "again.png"))).toBe(url);
    const stored = await readUploadedImage(url.slice("/uploads/".length));
    expect(stored?.contentType).toBe("image/png");
    expect(stored?.bytes.equals(PNG)).toBe(true);
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

  it("serves only names it gives out", async () => {
    expect(await readUploadedImage("../../etc/passwd")).toBeNull();
    expect(await readUploadedImage(`${"a".repeat(32)}.png`)).toBeNull();
  });
});
