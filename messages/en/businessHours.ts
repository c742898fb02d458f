/** The contact page's opening hours (a client component: it judges the time in the browser). */
export const businessHours = {
  title: "Business hours",
  checking: "Checking the time in India…",
  open: "Currently Open",
  closed: "Currently Closed",
  caption: "Opening hours, India Standard Time",
  note: "All times are India Standard Time (IST).",
  days: {
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
    sunday: "Sunday",
  },
  dayClosed: "Closed",
  range: "{opens} – {closes}",
  time: "{time} {dayPart, select, lateNight {AM} morning {AM} other {PM}}",
};
