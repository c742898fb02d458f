/**
 * India's financial year runs from 1 April to 31 March, in India's time zone: an invoice issued at
 * 00:10 IST on 1 April 2026 (18:40 UTC on 31 March) belongs to 2026-27.
 */
import { IST_OFFSET_MS } from "../dates";

/** "2026-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(moment: Date): string {
  const indian = new Date(moment.getTime() + IST_OFFSET_MS);
  const year = indian.getUTCMonth() >= 3 ? indian.getUTCFullYear() : indian.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** The calendar month in India ("2026-11") a moment falls in, for monthly returns. */
export function indianMonthOf(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The first moment of an Indian calendar month ("2026-11") and of the month after it. */
export function indianMonthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const start = new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
  const end = new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS);
  return { start, end };
}
