/**
 * Reads the QR codes a PDF's first page shows, as a phone's camera would: poppler's pdftoppm
 * draws the page in grey (a PGM image), jsQR decodes it. The quiet zone is white, so one code at
 * a time is found by blanking each decoded one and looking again.
 */
import { execFileSync } from "node:child_process";
import jsQR from "jsqr";

/** A binary PGM ("P5"): width, height and one byte per pixel. */
function readPgm(image: Buffer) {
  const header = image.toString("latin1", 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error("pdftoppm did not answer a PGM image");
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), pixels: image.subarray(whole.length) };
}

export function qrCodesOnFirstPage(pdf: Buffer): string[] {
  const pgm = execFileSync("pdftoppm", ["-gray", "-r", "150", "-f", "1", "-l", "1", "-"], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  });
  const { width, height, pixels } = readPgm(pgm);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    rgba.fill(pixels[index]!, index * 4, index * 4 + 3);
    rgba[index * 4 + 3] = 255;
  }
  const found: string[] = [];
  for (let code = jsQR(rgba, width, height); code; code = jsQR(rgba, width, height)) {
    found.push(code.data);
    const { topLeftCorner: from, bottomRightCorner: to } = code.location;
    for (let y = Math.floor(from.y) - 10; y <= to.y + 10; y++) {
      for (let x = Math.floor(from.x) - 10; x <= to.x + 10; x++)
        rgba.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return found;
}
