import { formatIndianDate, startOfIndianIsoDay } from "@/lib/dates";

/** A quote's Indian calendar day ("2026-12-14") as the operators read it: "14 December 2026"; "—" when none. */
export const quoteDay = (isoDay: string | null) => (isoDay ? formatIndianDate(startOfIndianIsoDay(isoDay)) : "—");
