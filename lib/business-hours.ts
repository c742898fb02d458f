/**
 * The store's opening hours (SPEC §4, §9), judged in India's time whatever the visitor's clock:
 * Monday to Friday 9:00 to before 18:00, Saturday 10:00 to before 16:00, Sunday closed. Days and
 * times are data: the contact page writes them in the shopper's language (messages' businessHours).
 */

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  day: Weekday;
  /** Minutes after midnight, or null when closed. */
  opens: number | null;
  closes: number | null;
}

const hoursOf = (day: Weekday): DayHours => {
  if (day === "sunday") return { day, opens: null, closes: null };
  if (day === "saturday") return { day, opens: 10 * 60, closes: 16 * 60 };
  return { day, opens: 9 * 60, closes: 18 * 60 };
};

/** Sunday first, as Date.getDay() counts. */
export const BUSINESS_HOURS: DayHours[] = WEEKDAYS.map(hoursOf);

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
  const today = BUSINESS_HOURS.find((hours) => hours.day === parts.weekday?.toLowerCase())!;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const open = today.opens !== null && today.closes !== null && minutes >= today.opens && minutes < today.closes;
  return { today, open };
}

/**
 * A time of day on the 12-hour clock, for a message to write: 1080 → { time: "6:00", dayPart:
 * "evening" }. The part of the day is as Hindi speakers divide it (सुबह, दोपहर, शाम, रात), with the
 * night after midnight apart from the night before it, so that English reads AM or PM from it too.
 */
export type ClockTime = {
  time: string;
  dayPart: "lateNight" | "morning" | "afternoon" | "evening" | "night";
};

/** The hour each part of the day begins. */
const DAY_PARTS = [
  [19, "night"],
  [16, "evening"],
  [12, "afternoon"],
  [4, "morning"],
  [0, "lateNight"],
] as const;

export function clockTime(minutes: number): ClockTime {
  const hour = Math.floor(minutes / 60);
  return {
    time: `${((hour + 11) % 12) + 1}:${String(minutes % 60).padStart(2, "0")}`,
    dayPart: DAY_PARTS.find(([from]) => hour >= from)![1],
  };
}
