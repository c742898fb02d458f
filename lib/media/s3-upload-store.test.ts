import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { imageFile, picture } from "@/test/support/images";
import { startLocalS3, type LocalS3 } from "@/test/support/s3-server";
import { migrateLocalUploads } from "./migrate-uploads";
import { s3UploadStore } from "./s3-upload-store";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("a bucket png")]);
let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.close();
});

const storage = () => ({ ...s3, region: "us-east-1" });
const bytesOf = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

describe("uploads in an S3-compatible bucket", () => {
  it("stores a file and streams it back; an unknown name is null", async () => {
    const store = s3UploadStore(storage());
    await store.put(`${"b".repeat(32)}.png`, PNG, "image/png");
    const file = await store.open(`${"b".repeat(32)}.png`);
    expect(file?.size).toBe(PNG.length);
    expect((await bytesOf(file!.body)).equals(PNG)).toBe(true);
    expect(await store.open(`${"c".repeat(32)}.png`)).toBeNull();
  });

  it("deletes a file; deleting one that is not there is fine", async () => {
    const store = s3UploadStore(storage());
    await store.put(`${"f".repeat(32)}.png`, PNG, "image/png");
    await store.remove(`${"f".repeat(32)}.png`);
    expect(await store.open(`${"f".repeat(32)}.png`)).toBeNull();
    await expect(store.remove(`${"f".repeat(32)}.png`)).resolves.toBeUndefined();
  });

  it("takes the same picture twice as one file", async () => {
    const store = s3UploadStore(storage());
    await store.put(`${"d".repeat(32)}.png`, PNG, "image/png");
    await expect(store.put(`${"d".repeat(32)}.png`, PNG, "image/png")).resolves.toBeUndefined();
  });

  it("is where saveUploadedImage keeps images when S3_* is configured, still judging their bytes", async () => {
    vi.resetModules();
    vi.stubEnv("S3_ENDPOINT", s3.endpoint);
    vi.stubEnv("S3_BUCKET", s3.bucket);
    vi.stubEnv("S3_ACCESS_KEY_ID", s3.accessKeyId);
    vi.stubEnv("S3_SECRET_ACCESS_KEY", s3.secretAccessKey);
    vi.stubEnv("UPLOAD_DIR", "/nonexistent/never-written");
    const { readUploadedImage, saveUploadedImage } = await import("./uploads");
    const url = await saveUploadedImage(imageFile(await picture()));
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const name = url.slice("/uploads/".length);
    const kept = await s3UploadStore(storage()).open(name);
    expect((await readUploadedImage(name))?.bytes.equals(await bytesOf(kept!.body))).toBe(true);
    await expect(saveUploadedImage(new File(["<svg/>"], "x.png"))).rejects.toMatchObject({ status: 400 });
  });
});

describe("npm run uploads:migrate", () => {
  it("copies the local uploads to the bucket once, leaving out files that are not uploads", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "uploads-"));
    try {
      const name = `${"e".repeat(32)}.png`;
      await writeFile(path.join(directory, name), PNG);
      await writeFile(path.join(directory, "notes.txt"), "not an upload");
      const store = s3UploadStore(storage());
      expect(await migrateLocalUploads(directory, store)).toEqual({ copied: 1, skipped: ["notes.txt"] });
      expect((await bytesOf((await store.open(name))!.body)).equals(PNG)).toBe(true);
      // Again: the same file, nothing broken.
      expect(await migrateLocalUploads(directory, store)).toEqual({ copied: 1, skipped: ["notes.txt"] });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
