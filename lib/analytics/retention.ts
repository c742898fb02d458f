/**
 * How long the store keeps what it learns of visits (docs/SECURITY.md, "Visits and speed"): the
 * speed measurements 90 days (the longest period its report shows), the funnel's daily counts a
 * little over a year (the 365-day report whole). The background jobs delete what is older.
 */
import "server-only";
import { DAY_MS, indianIsoDay } from "../dates";
import { db } from "../db";

export const VITALS_RETENTION_DAYS = 90;
export const FUNNEL_RETENTION_DAYS = 400;

export interface Pruned {
  vitals: number;
  funnelDays: number;
}

/** Deletes the measurements and daily counts past their retention on `now`; answers how many rows went. */
export async function pruneTelemetry(now: Date = new Date()): Promise<Pruned> {
  const vitalsBefore = new Date(now.getTime() - VITALS_RETENTION_DAYS * DAY_MS);
  const firstDayKept = indianIsoDay(now.getTime() - (FUNNEL_RETENTION_DAYS - 1) * DAY_MS);
  const vitals = await db().$executeRaw`DELETE FROM "web_vitals" WHERE "createdAt" < ${vitalsBefore}::timestamp`;
  const funnelDays = await db().$executeRaw`DELETE FROM "funnel_day_counts" WHERE "day" < ${firstDayKept}::date`;
  return { vitals, funnelDays };
}
