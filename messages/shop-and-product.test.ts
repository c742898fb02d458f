import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/seo/page-metadata";
import { en } from "./en";
import { hi } from "./hi";

/** The shop's, the product page's and the reviews' namespaces. */
const NAMESPACES = ["product", "productClient", "reviews", "reviewsClient", "shop", "shopClient"] as const;

/** Every text of a namespace, by its dotted key. */
function texts(messages: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}${key}`;
    if (typeof value === "string") found.set(path, value);
    else if (value && typeof value === "object") for (const entry of texts(value, `${path}.`)) found.set(...entry);
  }
  return found;
}

/** The ICU arguments ({name}, {count, plural, …}) and the rich-text tags (<strong>) a text takes. */
const placeholders = (text: string) =>
  [
    ...new Set([
      ...[...text.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((match) => `{${match[1]}}`),
      ...[...text.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`),
    ]),
  ].sort();

describe("the shop's and the product page's texts", () => {
  it.each(NAMESPACES)("%s: Hindi takes the same arguments and tags as English", (namespace) => {
    const hindi = texts(hi[namespace]);
    for (const [key, english] of texts(en[namespace])) {
      expect(placeholders(hindi.get(key) ?? ""), `${namespace}.${key}`).toEqual(placeholders(english));
    }
  });

  it("count in Hindi as Hindi speaks: 1 समीक्षा, 5 समीक्षाएँ", () => {
    const t = createTranslator({ locale: "hi", messages: hi });
    expect(t("product.reviewCount", { count: 1 })).toBe("1 समीक्षा");
    expect(t("product.reviewCount", { count: 5 })).toBe("5 समीक्षाएँ");
    expect(t("reviews.basedOn", { count: 1 })).toBe("सत्यापित ख़रीदारों की 1 समीक्षा के आधार पर");
    expect(t("reviews.basedOn", { count: 12 })).toBe("सत्यापित ख़रीदारों की 12 समीक्षाओं के आधार पर");
    expect(t("product.stock.low", { count: 1 })).toBe("केवल 1 बचा है");
    expect(t("product.stock.low", { count: 7 })).toBe("केवल 7 बचे हैं");
    expect(t("reviews.stars", { stars: 1 })).toBe("1 स्टार");
    expect(t("reviews.stars", { stars: 4 })).toBe("4 स्टार");
  });

  it("keep the English words the store had", () => {
    const t = createTranslator({ locale: "en", messages: en });
    expect(t("product.reviewCount", { count: 1 })).toBe("1 review");
    expect(t("product.reviewCount", { count: 3 })).toBe("3 reviews");
    expect(t("reviews.basedOn", { count: 2 })).toBe("Based on 2 reviews from verified buyers");
    expect(t("product.stock.low", { count: 4 })).toBe("Only 4 left");
    expect(t("reviews.rated", { rating: "4.25" })).toBe("Rated 4.25 out of 5");
    expect(t("reviewsClient.bodyHint", { min: "10", max: "2000" })).toBe("Plain text, 10 to 2000 characters.");
  });

  it.each([en, hi])("fit the shop's title and description in what results show uncut", (messages) => {
    expect(messages.shop.metadata.title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(messages.shop.metadata.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });
});
