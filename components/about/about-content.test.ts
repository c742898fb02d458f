/**
 * "Our Story" in both languages: the same values, people and testimonials with the same names,
 * photos and ratings, the Hindi texts in Devanagari, and the components' words in each language.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/seo/page-metadata";
import { aboutContent } from "./about-content";
import { ExpandableBio } from "./expandable-bio";
import { StarRating } from "./star-rating";

const DEVANAGARI = /[\u0900-\u097F]/;
const { en, hi } = aboutContent;

describe("aboutContent", () => {
  it.each(LOCALES)("has a title of at most 60 and a description of at most 160 characters in %s", (locale) => {
    const { title, description } = aboutContent[locale];
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it("has as many values in each language", () => {
    expect(hi.values).toHaveLength(en.values.length);
  });

  it.each(["founders", "advisors"] as const)("has the same %s, in order, with the same names and photos", (group) => {
    const identity = ({ name, photo }: { name: string; photo: string }) => ({ name, photo });
    expect(hi[group].map(identity)).toEqual(en[group].map(identity));
  });

  it("has the same testimonials, in order, with the same names, photos and ratings", () => {
    const identity = ({ name, photo, rating }: (typeof en.testimonials)[number]) => ({ name, photo, rating });
    expect(hi.testimonials.map(identity)).toEqual(en.testimonials.map(identity));
  });

  it("writes every Hindi text in Devanagari", () => {
    const texts = [
      hi.title,
      hi.description,
      hi.story.heading,
      hi.story.vision.before,
      hi.story.vision.emphasis,
      hi.story.vision.after,
      hi.story.origin,
      ...Object.values(hi.mission),
      hi.valuesHeading,
      ...hi.values.flatMap(({ name, description }) => [name, description]),
      hi.leadershipHeading,
      hi.advisorsHeading,
      hi.advisorsIntro,
      ...[...hi.founders, ...hi.advisors].flatMap(({ role, bio }) => [role, bio]),
      hi.testimonialsHeading,
      ...hi.testimonials.flatMap(({ quote, context, location }) => [quote, context, location]),
      ...Object.values(hi.play),
    ];
    for (const text of texts) expect(text).toMatch(DEVANAGARI);
  });
});

describe("the page's components", () => {
  it("name a rating in each language", () => {
    expect(renderToStaticMarkup(createElement(StarRating, { rating: 4, locale: "en" }))).toContain(
      'aria-label="Rated 4 out of 5"',
    );
    expect(renderToStaticMarkup(createElement(StarRating, { rating: 4, locale: "hi" }))).toContain(
      'aria-label="रेटिंग: 5 में से 4"',
    );
  });

  it("offer to read more of a bio in each language, naming whose it is", () => {
    const button = (locale: "en" | "hi") =>
      renderToStaticMarkup(createElement(ExpandableBio, { name: "Ananya Mehta", bio: "…", locale }))
        .replace(/<[^>]+>/g, "")
        .replace("…", "");
    expect(button("en")).toBe("Read more about Ananya Mehta");
    expect(button("hi")).toBe("Ananya Mehta के बारे में और पढ़ें");
  });
});
