import { describe, expect, it } from "vitest";
import { LOCALES } from "../../i18n/locales";
import { emailTexts } from "../texts";
import { ORDER_MESSAGE_NAMES } from "./messages";

const cases = LOCALES.flatMap((locale) => ORDER_MESSAGE_NAMES.map((name) => [locale, name] as const));

describe("order e-mail subjects", () => {
  it.each(cases)("%s %s: only the store's fixed words and the display order id", (locale, name) => {
    const subject = (id: string) => emailTexts(locale)(`orders.${name}.subject`, { id });
    // The same words around whichever id: nothing else goes in.
    const words = subject("{ID}").split("{ID}");
    expect(words).toHaveLength(2);
    expect(subject("A1B2C3D4")).toBe(words.join("A1B2C3D4"));
    // Letters (Latin or Devanagari, with its signs) and spaces only.
    for (const part of words) expect(part).toMatch(/^[A-Za-z\u0900-\u097F ]*$/);
  });
});
