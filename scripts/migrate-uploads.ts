/**
 * `npm run uploads:migrate`: copies the images uploaded to the local folder (UPLOAD_DIR, default
 * .data/uploads) to the S3-compatible bucket that S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY name. Safe to run again; the local files are left in place.
 */
import { migrateLocalUploads } from "../lib/media/migrate-uploads";
import { objectStorageConfig } from "../lib/media/object-storage-config";
import { s3UploadStore } from "../lib/media/s3-upload-store";
import { uploadDirectory } from "../lib/media/upload-store";
import { loadDotEnv } from "./database";

loadDotEnv();
const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = process.env;
const storage = objectStorageConfig({ S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION });
if (!storage || Array.isArray(storage)) {
  const problems = Array.isArray(storage) ? storage.map(([, message]) => message) : [];
  console.error(
    ["Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY first.", ...problems].join("\n"),
  );
  process.exit(2);
}
const directory = uploadDirectory(process.env.UPLOAD_DIR);
const { copied, skipped } = await migrateLocalUploads(directory, s3UploadStore(storage));
console.log(`Copied ${copied} upload(s) from ${directory} to bucket ${storage.bucket}.`);
if (skipped.length > 0) console.log(`Left out ${skipped.length} file(s) that are not uploads: ${skipped.join(", ")}`);
