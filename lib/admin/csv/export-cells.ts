/** How the exports write what is not plain text: moments in India, money, yes/no. */
import { IST_OFFSET_MS } from "../../dates";
import { toPaise, toRupeeString, type DecimalLike } from "../../money";

/** "2026-11-29 14:05" in India's time zone, as spreadsheets sort and read it. */
export const indianDateTime = (date: Date) =>
  new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

/** Rupees with two decimals ("1499.00") from a stored Decimal; "" for none. */
export const rupeeCell = (value: DecimalLike | null) => (value === null ? "" : toRupeeString(toPaise(value)));

export const yesNo = (value: boolean) => (value ? "yes" : "no");

/** true, false, or null for anything but yes or no (any case). */
export function readYesNo(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  return value === "yes" ? true : value === "no" ? false : null;
}
