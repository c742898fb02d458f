/**
 * Uploaded images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…). One client per
 * configuration; path-style addressing, which MinIO needs and AWS still accepts.
 */
import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { ObjectStorage } from "./object-storage-config";
import type { UploadStore } from "./upload-store";

/** Content-hash names never change what they name: browsers and CDNs may keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const clients = new Map<string, S3Client>();

function clientFor(storage: ObjectStorage): S3Client {
  const key = `${storage.endpoint} ${storage.region} ${storage.accessKeyId}`;
  let client = clients.get(key);
  if (!client) {
    client = new S3Client({
      endpoint: storage.endpoint,
      region: storage.region,
      forcePathStyle: true,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer defaults.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    });
    clients.set(key, client);
  }
  return client;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function s3UploadStore(storage: ObjectStorage): UploadStore {
  const client = clientFor(storage);
  return {
    async put(name, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: storage.bucket,
            Key: name,
            Body: bytes,
            ContentType: contentType,
            CacheControl: IMMUTABLE,
            // Never replaces an object: the same name holds the same bytes.
            IfNoneMatch: "*",
          }),
        );
      } catch (error) {
        // 412: it is already there. Some S3-compatible servers ignore the condition and overwrite, harmlessly.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) return;
        throw error;
      }
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: name }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: name }));
    },
  };
}
