import { describe, expect, it } from "vitest";
import { MAX_SENT_IMAGE_BYTES } from "@/lib/media/image-limits";
import { ATTEMPTS, drawnSize, firstWithinBudget, prepareImage, renamed, type Attempt } from "./image-compression";

describe("pictures made small in the browser", () => {
  it("draws within 2048 pixels a side, keeping the shape, never enlarging", () => {
    expect(drawnSize(4000, 3000, 1)).toEqual({ width: 2048, height: 1536 });
    expect(drawnSize(3000, 4000, 0.5)).toEqual({ width: 768, height: 1024 });
    expect(drawnSize(800, 600, 1)).toEqual({ width: 800, height: 600 });
    expect(drawnSize(9000, 3, 1)).toEqual({ width: 2048, height: 1 });
  });

  it("takes the first drawing within the budget, and none when even the smallest is over", async () => {
    const tried: Attempt[] = [];
    const sizes = [3, 2.5, 1.5, 1].map((megabytes) => megabytes * 1024 * 1024);
    const encode = (attempt: Attempt) => {
      tried.push(attempt);
      return Promise.resolve(new Blob([new Uint8Array(sizes[tried.length - 1]!)], { type: "image/webp" }));
    };
    expect((await firstWithinBudget(encode))?.size).toBe(sizes[2]);
    expect(tried).toEqual(ATTEMPTS.slice(0, 3));
    expect(sizes[2]).toBeLessThanOrEqual(MAX_SENT_IMAGE_BYTES);

    const huge = () => Promise.resolve(new Blob([new Uint8Array(MAX_SENT_IMAGE_BYTES + 1)]));
    expect(await firstWithinBudget(huge)).toBeNull();
  });

  it("names the file by what it became", () => {
    expect(renamed("IMG_2041.HEIC", "image/webp")).toBe("IMG_2041.webp");
    expect(renamed("board.final.png", "image/jpeg")).toBe("board.final.jpg");
    expect(renamed(".png", "image/png")).toBe("picture.png");
  });

  it("names a file it refuses before reading it: not a picture, or too large to prepare", async () => {
    expect(await prepareImage(new File(["%PDF-1.7"], "catalogue.pdf", { type: "application/pdf" }))).toEqual({
      ok: false,
      message: "catalogue.pdf is not a picture: choose a PNG, JPEG or WebP file.",
    });
    const enormous = new File([new Uint8Array(50 * 1024 * 1024 + 1)], "panorama.jpg", { type: "image/jpeg" });
    expect(await prepareImage(enormous)).toEqual({
      ok: false,
      message: "panorama.jpg is over 50 MB: too large to prepare.",
    });
  });
});
