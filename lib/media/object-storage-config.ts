/**
 * S3-compatible object storage for uploaded images (AWS S3, MinIO, Cloudflare R2…), from
 * configuration (lib/env.ts). All four of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY, or none: without them uploads stay in the local folder (UPLOAD_DIR).
 */
export interface ObjectStorageVariables {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_REGION?: string;
}

export interface ObjectStorage {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** The bucket, undefined when none is configured, or the problems as [variable, message]. */
export function objectStorageConfig(raw: ObjectStorageVariables): ObjectStorage | undefined | [string, string][] {
  const missing = REQUIRED.filter((name) => !raw[name]);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0) {
    return missing.map((name) => [name, `${name} is required with ${REQUIRED.filter((set) => raw[set]).join(", ")}`]);
  }
  return {
    endpoint: raw.S3_ENDPOINT!,
    bucket: raw.S3_BUCKET!,
    accessKeyId: raw.S3_ACCESS_KEY_ID!,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY!,
    // MinIO ignores the region; AWS needs the bucket's own.
    region: raw.S3_REGION ?? "us-east-1",
  };
}
