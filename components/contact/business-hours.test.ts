/** The opening hours as each language tells the time: 6 PM is evening in Hindi, not night or noon. */
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "@/test/support/intl";
import { BusinessHours } from "./business-hours";

const rows = (html: string) =>
  [...html.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td>/g)].map(
    ([, day, hours]) => `${day}: ${hours}`,
  );

describe("BusinessHours", () => {
  it("writes the week's hours in English on the 12-hour clock", () => {
    expect(rows(renderInLanguage(createElement(BusinessHours), "en"))).toEqual([
      ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `${day}: 9:00 AM – 6:00 PM`),
      "Saturday: 10:00 AM – 4:00 PM",
      "Sunday: Closed",
    ]);
  });

  it("names the part of the day in Hindi", () => {
    expect(rows(renderInLanguage(createElement(BusinessHours), "hi"))).toEqual([
      ...["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार"].map((day) => `${day}: सुबह 9:00 बजे से शाम 6:00 बजे तक`),
      "शनिवार: सुबह 10:00 बजे से शाम 4:00 बजे तक",
      "रविवार: बंद",
    ]);
  });
});
