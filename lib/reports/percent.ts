/** "25.0%": a share of whole counts to one decimal, worked out in whole tenths (no float arithmetic to round). */
export function percentText(part: number, whole: number): string {
  if (whole === 0) return "–";
  const tenths = Math.round((part * 1000) / whole);
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

/** The same share in tenths of a per cent (0–1000), for a chart's bar. */
export const percentTenths = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole));
