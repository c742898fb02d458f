/**
 * The store's opening hours (SPEC §4, §9), judged in India's time whatever the visitor's clock:
 * Monday to Friday 9:00 to before 18:00, Saturday 10:00 to before 16:00, Sunday closed.
 */

export interface DayHours {
  day: string;
  /** Minutes after midnight, or null when closed. */
  opens: number | null;
  closes: number | null;
}

export const BUSINESS_HOURS: DayHours[] = [
  { day: "Sunday", opens: null, closes: null },
  ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => ({ day, opens: 9 * 60, closes: 18 * 60 })),
  { day: "Saturday", opens: 10 * 60, closes: 16 * 60 },
];

const indiaClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Today's row and whether the store is open at `now`, in Asia/Kolkata. */
export function businessStatus(now: Date): { today: DayHours; open: boolean } {
  const parts = Object.fromEntries(indiaClock.formatToParts(now).map((part) => [part.type, part.value]));
  const today = BUSINESS_HOURS.find((hours) => hours.day === parts.weekday)!;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const open = today.opens !== null && today.closes !== null && minutes >= today.opens && minutes < today.closes;
  return { today, open };
}

/** "9:00 AM – 6:00 PM", or "Closed". */
export function describeHours({ opens, closes }: DayHours): string {
  if (opens === null || closes === null) return "Closed";
  const time = (minutes: number) => {
    const hour = Math.floor(minutes / 60);
    return `${((hour + 11) % 12) + 1}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
  };
  return `${time(opens)} – ${time(closes)}`;
}
