/** Dates as Indian readers write them, in India's time zone whatever the server's: "14 March 2026". */
const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function formatIndianDate(date: Date | number): string {
  return longDate.format(date);
}
