import { describe, expect, it } from "vitest";
import { objectStorageConfig } from "./object-storage-config";

const COMPLETE = {
  S3_ENDPOINT: "http://minio:9000",
  S3_BUCKET: "ganitplay-uploads",
  S3_ACCESS_KEY_ID: "store",
  S3_SECRET_ACCESS_KEY: "store-secret",
};

describe("objectStorageConfig", () => {
  it("keeps uploads local when no S3_* is set", () => {
    expect(objectStorageConfig({})).toBeUndefined();
  });

  it("reads a complete bucket configuration, the region defaulting to us-east-1", () => {
    expect(objectStorageConfig(COMPLETE)).toEqual({
      endpoint: "http://minio:9000",
      bucket: "ganitplay-uploads",
      accessKeyId: "store",
      secretAccessKey: "store-secret",
      region: "us-east-1",
    });
    expect(objectStorageConfig({ ...COMPLETE, S3_REGION: "ap-south-1" })).toMatchObject({ region: "ap-south-1" });
  });

  it("names what is missing from a partial configuration rather than guessing", () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_BUCKET: _bucket, ...partial } = COMPLETE;
    expect(objectStorageConfig(partial)).toEqual([
      ["S3_BUCKET", "S3_BUCKET is required with S3_ENDPOINT, S3_ACCESS_KEY_ID"],
      ["S3_SECRET_ACCESS_KEY", "S3_SECRET_ACCESS_KEY is required with S3_ENDPOINT, S3_ACCESS_KEY_ID"],
    ]);
  });
});
