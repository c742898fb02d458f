/**
 * /terms in both languages: a head that search results show uncut, and the same sections, anchors
 * and links, so /terms#grievance-officer and the links out work whichever language is read.
 */
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { renderInLanguage } from "@/test/support/intl";
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/seo/page-metadata";
import { termsPage } from "./terms-content";

const render = (locale: Locale) => renderInLanguage(createElement(termsPage[locale].Body), locale);
const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((match) => match[1]);
const DEVANAGARI = /[\u0900-\u097F]/;

describe("termsPage", () => {
  it.each(LOCALES)("has a title of at most 60 and a description of at most 160 characters in %s", (locale) => {
    const { title, description } = termsPage[locale];
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it("gives both languages the same section ids, labels and links", () => {
    const en = render("en");
    // The Hindi page's links lead to the Hindi pages.
    const hi = render("hi").replaceAll('href="/hi/', 'href="/');
    expect(attributes(en, "id")).toEqual(["terms", "privacy", "refunds", "shipping", "grievance-officer", "faq"]);
    for (const name of ["id", "aria-labelledby", "href"]) expect(attributes(hi, name)).toEqual(attributes(en, name));
    expect(attributes(en, "href")).toContain("/contact");
  });

  it("writes the Hindi page in Devanagari, and says the English text prevails", () => {
    const { title, description, heading } = termsPage.hi;
    for (const text of [title, description, heading]) expect(text).toMatch(DEVANAGARI);
    const hi = render("hi");
    expect(hi).toMatch(DEVANAGARI);
    expect(hi).toContain("अंग्रेज़ी पाठ मान्य होगा");
  });

  it("keeps the English page in English", () => {
    const { title, description, heading } = termsPage.en;
    for (const text of [title, description, heading, render("en")]) expect(text).not.toMatch(DEVANAGARI);
  });
});
