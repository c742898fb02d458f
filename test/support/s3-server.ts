/**
 * A local S3-compatible server (s3rver, from npm: MinIO's binary cannot be fetched here) with one
 * empty bucket, in a temporary folder removed on close. For tests and `npm run test:scale`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "ganitplay-uploads"): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run().catch(async (error: unknown) => {
    await rm(directory, { recursive: true, force: true });
    throw error;
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
