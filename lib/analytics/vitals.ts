/**
 * The Core Web Vitals real browsers report (POST /api/vitals), one row per measurement: the metric,
 * the kind of page and device, the value. Nothing that names a visitor, a page's address or an id.
 */
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { VitalsReport } from "../validation/telemetry";
import { storedVitalValue } from "./vital-thresholds";

/** Stores a page's measurements; answers how many. */
export async function storeVitals({ page, device, metrics }: VitalsReport, at: Date = new Date()): Promise<number> {
  const rows = metrics.map(
    ({ name, value }) =>
      Prisma.sql`(${name}::"VitalMetric", ${page}::"PageType", ${device}::"DeviceClass", ${storedVitalValue(name, value)}, ${at}::timestamp)`,
  );
  await db().$executeRaw`
    INSERT INTO "web_vitals" ("metric", "pageType", "device", "value", "createdAt") VALUES ${Prisma.join(rows)}`;
  return rows.length;
}
