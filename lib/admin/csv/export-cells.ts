/** How the exports write yes/no (moments: lib/dates indianIsoDateTime; money: lib/money rupeeText). */

export const yesNo = (value: boolean) => (value ? "yes" : "no");

/** true, false, or null for anything but yes or no (any case). */
export function readYesNo(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  return value === "yes" ? true : value === "no" ? false : null;
}
