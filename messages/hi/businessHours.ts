import type { Messages } from "../en";

export const businessHours: Messages["businessHours"] = {
  title: "खुलने का समय",
  checking: "भारत का समय देखा जा रहा है…",
  open: "अभी खुला है",
  closed: "अभी बंद है",
  caption: "खुलने का समय, भारतीय मानक समय में",
  note: "सभी समय भारतीय मानक समय (IST) में हैं।",
  days: {
    monday: "सोमवार",
    tuesday: "मंगलवार",
    wednesday: "बुधवार",
    thursday: "गुरुवार",
    friday: "शुक्रवार",
    saturday: "शनिवार",
    sunday: "रविवार",
  },
  dayClosed: "बंद",
  range: "{opens} से {closes} तक",
  time: "{dayPart, select, morning {सुबह} afternoon {दोपहर} evening {शाम} other {रात}} {time} बजे",
};
